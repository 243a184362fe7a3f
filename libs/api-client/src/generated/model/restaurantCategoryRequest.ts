
export interface RestaurantCategoryRequest {
  /**
   * @minLength 1
   * @maxLength 50
   */
  restaurantCategoryName: string;
  description?: string;
}
