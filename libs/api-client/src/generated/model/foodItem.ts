import type { Price } from './price';
import type { FoodItemCategory } from './foodItemCategory';
import type { FoodItemExtraAttributes } from './foodItemExtraAttributes';
import type { FoodItemRestaurant } from './foodItemRestaurant';
import type { FoodItemDeal } from './foodItemDeal';

export interface FoodItem {
  /**
   * Version (the menu item's): send it in If-Match to change it
   * @minimum 1
   */
  version: number;
  foodId: number;
  foodItemName: string;
  description: string;
  price: Price;
  foodCategory: FoodItemCategory;
  tags: string[];
  /** Labels chosen per food tag category, keyed by foodTagCategoryName */
  extraAttributes: FoodItemExtraAttributes;
  /** Absent when the item has no image */
  FoodItemImageUrl?: string;
  restaurant: FoodItemRestaurant;
  /** In getFood and adminGetFood only: the current deals (no end date, or ending today or later) the item
is in, by start date, which a delete takes it out of; the delete confirmation names them
 */
  currentDeals?: FoodItemDeal[];
}
