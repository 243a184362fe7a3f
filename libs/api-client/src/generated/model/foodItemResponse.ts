import type { FoodItem } from './foodItem';

export interface FoodItemResponse {
  food: FoodItem;
  message?: string;
}
