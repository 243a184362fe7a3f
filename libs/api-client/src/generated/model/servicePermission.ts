
/**
 * release:write: the rolling releases' writes and the signals they are judged on (the operations marked x-service-permission: release:write)
 */
export type ServicePermission = typeof ServicePermission[keyof typeof ServicePermission];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ServicePermission = {
  'release:write': 'release:write',
} as const;
