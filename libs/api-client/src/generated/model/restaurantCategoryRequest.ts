
export interface RestaurantCategoryRequest {
  /**
   * @minLength 1
   * @maxLength 50
   */
  restaurantCategoryName: string;
  /**
   * Free text ('Description cannot exceed 500 characters')
   * @maxLength 500
   */
  description?: string;
}
