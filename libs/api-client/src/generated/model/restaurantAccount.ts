import type { Restaurant } from './restaurant';
import type { Email } from './email';
import type { AccountStatus } from './accountStatus';
import type { Address } from './address';

/**
 * A restaurant with its owner account, as the restaurant lists show it
 */
export interface RestaurantAccount {
  restaurant: Restaurant;
  /** The owner's sign-in email; absent when the restaurant has none */
  emailAddress?: Email;
  accountStatus: AccountStatus;
  addresses?: Address[];
  /**
   * Number of locations (branches)
   * @minimum 0
   */
  outlets?: number;
}
