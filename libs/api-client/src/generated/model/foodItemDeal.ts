
/**
 * A current deal a menu item is in
 */
export interface FoodItemDeal {
  dealId: number;
  title: string;
  /** The item is the deal's only item, so deleting the item leaves it empty and deactivates it */
  leftEmpty: boolean;
}
