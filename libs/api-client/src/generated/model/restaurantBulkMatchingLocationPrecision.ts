
export type RestaurantBulkMatchingLocationPrecision = typeof RestaurantBulkMatchingLocationPrecision[keyof typeof RestaurantBulkMatchingLocationPrecision];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const RestaurantBulkMatchingLocationPrecision = {
  approximate: 'approximate',
} as const;
