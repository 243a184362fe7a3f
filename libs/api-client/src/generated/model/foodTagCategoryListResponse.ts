import type { FoodTagCategory } from './foodTagCategory';

export interface FoodTagCategoryListResponse {
  foodTagCategories: FoodTagCategory[];
  message?: string;
}
