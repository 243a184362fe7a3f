import type { FoodItemDeal } from './foodItemDeal';

export interface BulkDeleteFoodsPreview {
  /**
   * The items selected
   * @minimum 1
   */
  count: number;
  /** The current deals the items are in, by start date; leftEmpty when every item of the deal is selected */
  currentDeals: FoodItemDeal[];
}
