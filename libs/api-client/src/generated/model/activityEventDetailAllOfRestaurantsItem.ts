
export type ActivityEventDetailAllOfRestaurantsItem = {
  restaurantId: number;
  restaurantName: string;
};
