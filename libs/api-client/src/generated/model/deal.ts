import type { FoodDeal } from './foodDeal';

/**
 * A restaurantDeal. Its location is the `restaurantAddressId` of its foodDeals.
 */
export interface Deal {
  /**
   * Version (the deal's): send it in If-Match to change it
   * @minimum 1
   */
  version: number;
  restaurantDealId: number;
  restaurantDealTitle: string;
  startDate: string;
  /** Absent when not set */
  endDate?: string;
  /**
   * Claims allowed per user; 1 is one-time use, absent is unlimited
   * @minimum 1
   */
  claimPerUser?: number;
  /**
   * Times claimed (shown as Uses)
   * @minimum 0
   */
  claimCount: number;
  isActive: boolean;
  foodDeals: FoodDeal[];
}
