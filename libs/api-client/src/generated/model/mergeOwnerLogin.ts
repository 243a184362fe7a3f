import type { Email } from './email';

export interface MergeOwnerLogin {
  emailAddress: Email;
  restaurantId: number;
  /** The restaurant merged that the login owns */
  restaurantName: string;
}
