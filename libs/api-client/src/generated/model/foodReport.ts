
/**
 * A menu item with open reports from app users
 */
export interface FoodReport {
  foodId: number;
  foodItemName: string;
  /** @minimum 1 */
  reportCount: number;
  lastReportedAt: string;
}
