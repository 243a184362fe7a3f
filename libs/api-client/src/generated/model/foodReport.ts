
/**
 * A menu item with open reports from app users. `restaurantId` (not shown by the console spec)
lets the screen's edit pencil open the item's restaurant on its menu tab.

 */
export interface FoodReport {
  foodId: number;
  foodItemName: string;
  restaurantId: number;
  /**
   * @minimum 1
   * @maximum 2147483647
   */
  reportCount: number;
  lastReportedAt: string;
}
