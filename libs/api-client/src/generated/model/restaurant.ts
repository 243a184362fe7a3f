import type { RestaurantCategory } from './restaurantCategory';
import type { Image } from './image';

export interface Restaurant {
  /**
   * Version (the restaurant profile's (its fields, categories and images)): send it in If-Match to change it
   * @minimum 1
   */
  version: number;
  restaurantId: number;
  restaurantName: string;
  restaurantCategories: RestaurantCategory[];
  /** @minimum 0 */
  restaurantAddressCount: number;
  companyWideImages: Image[];
}
