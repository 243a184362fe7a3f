import type { RestaurantCategory } from './restaurantCategory';
import type { Image } from './image';

export interface Restaurant {
  restaurantId: number;
  restaurantName: string;
  restaurantCategories: RestaurantCategory[];
  /** @minimum 0 */
  restaurantAddressCount: number;
  companyWideImages: Image[];
}
