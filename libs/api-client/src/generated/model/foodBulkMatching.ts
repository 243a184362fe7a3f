
/**
 * The menu's search and category filter, as getFoods takes them
 */
export interface FoodBulkMatching {
  /** @maxLength 255 */
  keywords?: string;
  /**
   * Only items of these menu categories; -1 is the uncategorised group
   * @maxItems 500
   */
  food_category_ids?: number[];
}
