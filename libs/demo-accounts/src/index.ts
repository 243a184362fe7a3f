/**
 * The staff accounts the reference API seeds for demos and development (API_DEMO_SEED), all with one
 * password: what a remote's standalone page signs in with, and what the tests sign in as.
 */
export const DEMO_PASSWORD = 'Console#2026';

export type StaffUserType = 'Administrator' | 'Restaurant';

export const DEMO_ACCOUNTS = {
  superAdmin: { emailAddress: 'super@example.com', userType: 'Administrator' },
  admin: { emailAddress: 'admin@example.com', userType: 'Administrator' },
  owner: { emailAddress: 'owner@example.com', userType: 'Restaurant' },
} as const satisfies Record<string, { emailAddress: string; userType: StaffUserType }>;

export type DemoAccount = keyof typeof DEMO_ACCOUNTS;
