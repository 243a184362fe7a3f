
export type GetRestaurantsOrderBy = typeof GetRestaurantsOrderBy[keyof typeof GetRestaurantsOrderBy];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const GetRestaurantsOrderBy = {
  restaurantName: 'restaurantName',
  emailAddress: 'emailAddress',
} as const;
