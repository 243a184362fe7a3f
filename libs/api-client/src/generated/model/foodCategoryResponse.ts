import type { FoodCategory } from './foodCategory';

export interface FoodCategoryResponse {
  food_category: FoodCategory;
  message?: string;
}
