
export interface RestaurantCategoryCreatedResponse {
  message: string;
  restaurantCategoryId: number;
}
