import type { Email } from './email';
import type { ImageFile } from './imageFile';

/**
 * The owner's profile form (multipart); each image at most 2 MB
 */
export interface RestaurantProfileForm {
  /**
   * @minLength 1
   * @maxLength 255
   */
  restaurantName: string;
  /**
   * One part per category id
   * @minItems 1
   * @maxItems 100
   */
  restaurantCategoryIds: number[];
  /** The owner's sign-in email; required when the restaurant has one */
  emailAddress?: Email;
  /**
   * The owner's password in use; required when emailAddress changes their sign-in email (400 'Current Password is required' or 'Current Password is incorrect').
   * @maxLength 200
   */
  currentPassword?: string;
  /**
   * New company-wide images, one part per file, each at most 2 MB; the set holds at most 5
   * @maxItems 5
   */
  restaurantImages?: ImageFile[];
}
