
export interface FoodTagRequest {
  /**
   * The tag's category ('Tag Category not found')
   * @minimum 1
   * @maximum 2147483647
   */
  foodTagCategoryId: number;
  /**
   * 'Tag Name is required'
   * @minLength 1
   * @maxLength 50
   */
  foodTagCategoryItemName: string;
}
