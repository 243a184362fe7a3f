
export type GetAllRestaurantsOrderBy = typeof GetAllRestaurantsOrderBy[keyof typeof GetAllRestaurantsOrderBy];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const GetAllRestaurantsOrderBy = {
  restaurantName: 'restaurantName',
  emailAddress: 'emailAddress',
} as const;
