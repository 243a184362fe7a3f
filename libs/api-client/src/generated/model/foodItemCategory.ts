
/**
 * The item's menu category; categoryId -1 with categoryName 'N/A' when it has none
 */
export interface FoodItemCategory {
  /**
   * @minimum -1
   * @maximum 2147483647
   */
  categoryId: number;
  categoryName: string;
}
