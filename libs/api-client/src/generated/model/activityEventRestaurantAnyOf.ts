
export type ActivityEventRestaurantAnyOf = {
  restaurantId: number;
  /** Its name at the time */
  restaurantName: string;
};
