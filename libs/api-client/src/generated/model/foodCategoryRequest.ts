
export interface FoodCategoryRequest {
  /**
   * @minLength 1
   * @maxLength 50
   */
  foodCategoryName: string;
}
