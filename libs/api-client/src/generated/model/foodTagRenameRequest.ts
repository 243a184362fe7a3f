
export interface FoodTagRenameRequest {
  /**
   * 'Tag Name is required'
   * @minLength 1
   * @maxLength 50
   */
  foodTagCategoryItemName: string;
}
