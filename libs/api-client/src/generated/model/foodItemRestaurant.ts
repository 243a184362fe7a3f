
export interface FoodItemRestaurant {
  restaurantId: number;
  restaurantName: string;
}
