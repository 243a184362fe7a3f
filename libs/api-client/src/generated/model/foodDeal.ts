
/**
 * A menu item in a deal
 */
export interface FoodDeal {
  /** Id of the item's place in the deal */
  id: number;
  foodId: number;
  foodItemName: string;
  /** The deal's location */
  restaurantAddressId: number;
  /**
   * -1 when the item has no menu category
   * @minimum -1
   * @maximum 2147483647
   */
  foodCategoryId: number;
}
