import type { FoodCategory } from './foodCategory';
import type { Pagination } from './pagination';

export interface FoodCategoryListResponse {
  categories: FoodCategory[];
  pagination?: Pagination;
  message?: string;
}
