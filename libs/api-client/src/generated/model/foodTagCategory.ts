import type { FoodTagCategoryItem } from './foodTagCategoryItem';

export interface FoodTagCategory {
  foodTagCategoryName: string;
  foodTagCategoryItems: FoodTagCategoryItem[];
}
