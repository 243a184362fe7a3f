import type { Email } from './email';
import type { ImageFile } from './imageFile';

/**
 * An administrator's profile form (multipart); names the restaurant; each image at most 2 MB
 */
export interface AdminRestaurantProfileForm {
  /**
   * @minimum 1
   * @maximum 2147483647
   */
  restaurantId: number;
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
