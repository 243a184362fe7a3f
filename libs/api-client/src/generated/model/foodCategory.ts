
/**
 * A menu category; categoryId -1 with categoryName 'N/A' is the uncategorised group
 */
export interface FoodCategory {
  /**
   * Version (the category's; absent on the uncategorised group (-1)): send it in If-Match to change it
   * @minimum 1
   */
  version?: number;
  /**
   * @minimum -1
   * @maximum 2147483647
   */
  categoryId: number;
  categoryName: string;
  /**
   * Number of menu items (in lists)
   * @minimum 0
   */
  foodCount?: number;
}
