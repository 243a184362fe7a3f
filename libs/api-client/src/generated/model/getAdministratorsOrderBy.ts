
export type GetAdministratorsOrderBy = typeof GetAdministratorsOrderBy[keyof typeof GetAdministratorsOrderBy];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const GetAdministratorsOrderBy = {
  fullName: 'fullName',
  emailAddress: 'emailAddress',
  phoneNumber: 'phoneNumber',
} as const;
