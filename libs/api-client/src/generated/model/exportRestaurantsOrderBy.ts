
export type ExportRestaurantsOrderBy = typeof ExportRestaurantsOrderBy[keyof typeof ExportRestaurantsOrderBy];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ExportRestaurantsOrderBy = {
  restaurantName: 'restaurantName',
  emailAddress: 'emailAddress',
} as const;
