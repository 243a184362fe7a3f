import type { UserType } from './userType';
import type { Email } from './email';
import type { UserProfilePicture } from './userProfilePicture';
import type { UserSettings } from './userSettings';
import type { UserRestaurant } from './userRestaurant';

export interface User {
  userId: number;
  userType: UserType;
  emailAddress: Email;
  firstName: string;
  lastName: string;
  fullName?: string;
  profilePicture?: UserProfilePicture;
  userSettings: UserSettings;
  /** Present for restaurant owners */
  restaurant?: UserRestaurant;
}
