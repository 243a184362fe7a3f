import type { FoodTagCategoryItem } from './foodTagCategoryItem';

export interface FoodTagCategory {
  foodTagCategoryId: number;
  foodTagCategoryName: string;
  foodTagCategoryItems: FoodTagCategoryItem[];
}
