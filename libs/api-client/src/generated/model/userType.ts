
export type UserType = typeof UserType[keyof typeof UserType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const UserType = {
  Administrator: 'Administrator',
  Restaurant: 'Restaurant',
  Customer: 'Customer',
} as const;
