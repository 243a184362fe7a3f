
export type ActivityPersonRole = typeof ActivityPersonRole[keyof typeof ActivityPersonRole];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ActivityPersonRole = {
  superAdmin: 'superAdmin',
  admin: 'admin',
  restaurant: 'restaurant',
} as const;
