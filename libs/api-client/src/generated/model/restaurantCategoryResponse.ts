import type { RestaurantCategory } from './restaurantCategory';

export interface RestaurantCategoryResponse {
  restaurantCategory: RestaurantCategory;
  message?: string;
}
