import type { Restaurant } from './restaurant';
import type { Email } from './email';
import type { AccountStatus } from './accountStatus';
import type { RestaurantContents } from './restaurantContents';

export interface RestaurantDetailsResponse {
  restaurant: Restaurant;
  /** The owner's sign-in email; absent when the restaurant has none */
  emailAddress?: Email;
  accountStatus: AccountStatus;
  contents: RestaurantContents;
  message?: string;
}
