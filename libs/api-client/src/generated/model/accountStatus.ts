
/**
 * Whether the restaurant owner may sign in
 */
export type AccountStatus = typeof AccountStatus[keyof typeof AccountStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const AccountStatus = {
  Approved: 'Approved',
  Suspended: 'Suspended',
} as const;
