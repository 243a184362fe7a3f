
export type ExportAdministratorsOrderBy = typeof ExportAdministratorsOrderBy[keyof typeof ExportAdministratorsOrderBy];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ExportAdministratorsOrderBy = {
  fullName: 'fullName',
  emailAddress: 'emailAddress',
  phoneNumber: 'phoneNumber',
} as const;
