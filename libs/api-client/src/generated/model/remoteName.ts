
/**
 * A remote of the console, by its domain name
 */
export type RemoteName = typeof RemoteName[keyof typeof RemoteName];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const RemoteName = {
  auth: 'auth',
  admin: 'admin',
  restaurant: 'restaurant',
  menu: 'menu',
  deals: 'deals',
  notifications: 'notifications',
} as const;
