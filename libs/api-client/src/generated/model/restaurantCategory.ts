
export interface RestaurantCategory {
  restaurantCategoryId: number;
  restaurantCategoryName: string;
  description?: string;
}
