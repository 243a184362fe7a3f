import type { AccountStatus } from './accountStatus';
import type { RestaurantBulkMatchingLocationPrecision } from './restaurantBulkMatchingLocationPrecision';

/**
 * The Restaurants screen's filters, as getRestaurants takes them (without paging and order)
 */
export interface RestaurantBulkMatching {
  /** @maxLength 255 */
  searchQuery?: string;
  /** @maxLength 255 */
  keywords?: string;
  account_status?: AccountStatus;
  location_precision?: RestaurantBulkMatchingLocationPrecision;
}
