import type { LocationPrecision } from './locationPrecision';
import type { LocationSource } from './locationSource';
import type { PhoneCountryCode } from './phoneCountryCode';
import type { PhoneNumber } from './phoneNumber';

/**
 * A location of a new restaurant (address from the maps service, and a phone)
 */
export interface RestaurantLocation {
  /**
   * @minLength 1
   * @maxLength 255
   */
  streetAddress: string;
  /** @maxLength 255 */
  city?: string;
  /** @maxLength 255 */
  state?: string;
  /** @maxLength 20 */
  zipCode?: string;
  /** @maxLength 255 */
  country?: string;
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
}
