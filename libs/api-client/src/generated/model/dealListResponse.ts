import type { Deal } from './deal';

export interface DealListResponse {
  currentRestaurantDeals: Deal[];
  expiredRestaurantDeals: Deal[];
  message?: string;
}
