import type { Email } from './email';
import type { NewPassword } from './newPassword';
import type { RestaurantLocation } from './restaurantLocation';

export interface CreateRestaurantRequest {
  emailAddress: Email;
  password: NewPassword;
  /**
   * @minLength 1
   * @maxLength 255
   */
  restaurantName: string;
  /**
   * @minItems 1
   * @maxItems 100
   */
  restaurantCategoryIds: number[];
  /**
   * @minItems 1
   * @maxItems 100
   */
  locations: RestaurantLocation[];
}
