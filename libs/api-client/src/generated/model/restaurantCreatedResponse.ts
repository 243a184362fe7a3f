
export interface RestaurantCreatedResponse {
  message: string;
  restaurantId: number;
}
