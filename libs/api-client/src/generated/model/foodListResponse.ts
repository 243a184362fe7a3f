import type { FoodItem } from './foodItem';
import type { Pagination } from './pagination';

export interface FoodListResponse {
  foods: FoodItem[];
  pagination: Pagination;
  message?: string;
}
