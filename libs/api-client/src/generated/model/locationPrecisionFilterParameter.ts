
export type LocationPrecisionFilterParameter = typeof LocationPrecisionFilterParameter[keyof typeof LocationPrecisionFilterParameter];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const LocationPrecisionFilterParameter = {
  approximate: 'approximate',
} as const;
