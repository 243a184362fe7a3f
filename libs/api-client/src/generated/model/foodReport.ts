
/**
 * A menu item with open reports from app users. `restaurantId` and `restaurantName` (not shown by
the console spec) name the item's restaurant, so a moderator sees whose item it is and the edit
pencil opens that restaurant on its menu tab.

 */
export interface FoodReport {
  /**
   * Version (the reported menu item's): send it in If-Match to change it
   * @minimum 1
   */
  foodVersion: number;
  foodId: number;
  foodItemName: string;
  restaurantId: number;
  restaurantName: string;
  /**
   * @minimum 1
   * @maximum 2147483647
   */
  reportCount: number;
  lastReportedAt: string;
}
