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
   * New company-wide images, one part per file, each at most 2 MB; the set holds at most 5
   * @maxItems 5
   */
  restaurantImages?: ImageFile[];
}
