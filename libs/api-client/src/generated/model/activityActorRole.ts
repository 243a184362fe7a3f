
export type ActivityActorRole = typeof ActivityActorRole[keyof typeof ActivityActorRole];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ActivityActorRole = {
  superAdmin: 'superAdmin',
  admin: 'admin',
  restaurant: 'restaurant',
  system: 'system',
  anonymous: 'anonymous',
} as const;
