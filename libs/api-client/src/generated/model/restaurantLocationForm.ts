import type { LocationPrecision } from './locationPrecision';
import type { LocationSource } from './locationSource';
import type { PhoneCountryCode } from './phoneCountryCode';
import type { PhoneNumber } from './phoneNumber';
import type { ImageFile } from './imageFile';

/**
 * The owner's location form (multipart); each image at most 2 MB
 */
export interface RestaurantLocationForm {
  /**
   * @minLength 1
   * @maxLength 255
   */
  streetAddress: string;
  /** @maxLength 255 */
  country?: string;
  /** @maxLength 255 */
  state?: string;
  /** @maxLength 255 */
  city?: string;
  /** @maxLength 20 */
  zipCode?: string;
  /**
   * @minimum -90
   * @maximum 90
   */
  latitude: number;
  /**
   * @minimum -180
   * @maximum 180
   */
  longitude: number;
  locationPrecision?: LocationPrecision;
  locationSource?: LocationSource;
  phoneCountryCode: PhoneCountryCode;
  phoneNumber: PhoneNumber;
  /**
   * New images of the location, one part per file, each at most 2 MB; the set holds at most 5
   * @maxItems 5
   */
  restaurantImages?: ImageFile[];
}
