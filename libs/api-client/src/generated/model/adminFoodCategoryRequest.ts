
export interface AdminFoodCategoryRequest {
  /**
   * @minLength 1
   * @maxLength 50
   */
  foodCategoryName: string;
  /**
   * @minimum 1
   * @maximum 2147483647
   */
  restaurantId: number;
}
