import type { Deal } from './deal';

export interface DealResponse {
  restaurantDeal: Deal;
  message?: string;
}
