import type { RestaurantAccount } from './restaurantAccount';
import type { Pagination } from './pagination';

export interface RestaurantListResponse {
  restaurants: RestaurantAccount[];
  pagination: Pagination;
  message?: string;
}
