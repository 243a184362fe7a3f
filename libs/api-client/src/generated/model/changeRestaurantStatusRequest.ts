import type { AccountStatus } from './accountStatus';

export interface ChangeRestaurantStatusRequest {
  account_status: AccountStatus;
  /**
   * @minimum 1
   * @maximum 2147483647
   */
  restaurant_id: number;
}
