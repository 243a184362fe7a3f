
/**
 * A tag (a label a menu item can carry)
 */
export interface FoodTagCategoryItem {
  foodTagCategoryItemId: number;
  foodTagCategoryItemName: string;
  /** Offered no more to a menu item; kept on the items that have it */
  retired: boolean;
  /**
   * Version (the tag's): send it in If-Match to change it
   * @minimum 1
   */
  version: number;
  /**
   * How many menu items carry it (getFoodTags only)
   * @minimum 0
   */
  foodCount?: number;
}
