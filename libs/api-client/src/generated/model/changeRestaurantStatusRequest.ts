import type { AccountStatus } from './accountStatus';

export interface ChangeRestaurantStatusRequest {
  account_status: AccountStatus;
  /** @minimum 1 */
  restaurant_id: number;
}
