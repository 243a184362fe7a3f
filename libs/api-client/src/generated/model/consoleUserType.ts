
export type ConsoleUserType = typeof ConsoleUserType[keyof typeof ConsoleUserType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ConsoleUserType = {
  Administrator: 'Administrator',
  Restaurant: 'Restaurant',
} as const;
