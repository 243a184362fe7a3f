
export interface RestaurantCategory {
  /**
   * Version (the category's): send it in If-Match to change it
   * @minimum 1
   */
  version: number;
  restaurantCategoryId: number;
  restaurantCategoryName: string;
  description?: string;
}
