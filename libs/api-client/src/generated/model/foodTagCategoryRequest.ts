
export interface FoodTagCategoryRequest {
  /**
   * 'Tag Category Name is required'
   * @minLength 1
   * @maxLength 50
   */
  foodTagCategoryName: string;
}
