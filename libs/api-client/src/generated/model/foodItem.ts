import type { Price } from './price';
import type { FoodItemCategory } from './foodItemCategory';
import type { FoodItemExtraAttributes } from './foodItemExtraAttributes';
import type { FoodItemRestaurant } from './foodItemRestaurant';

export interface FoodItem {
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
}
