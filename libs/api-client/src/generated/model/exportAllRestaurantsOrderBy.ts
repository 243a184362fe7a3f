
export type ExportAllRestaurantsOrderBy = typeof ExportAllRestaurantsOrderBy[keyof typeof ExportAllRestaurantsOrderBy];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ExportAllRestaurantsOrderBy = {
  restaurantName: 'restaurantName',
  emailAddress: 'emailAddress',
} as const;
