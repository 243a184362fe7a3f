import type { RestaurantCategory } from './restaurantCategory';
import type { Pagination } from './pagination';

export interface RestaurantCategoryListResponse {
  restaurantCategories: RestaurantCategory[];
  pagination?: Pagination;
  message?: string;
}
