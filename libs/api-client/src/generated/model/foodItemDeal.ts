
/**
 * A current deal a menu item (or a selection of them) is in
 */
export interface FoodItemDeal {
  dealId: number;
  title: string;
  /** The deal has no item but these, so deleting them leaves it empty and deactivates it */
  leftEmpty: boolean;
}
