
export interface UserRestaurant {
  restaurantId: number;
  restaurantName: string;
}
