import type { LocationPrecision } from './locationPrecision';
import type { LocationSource } from './locationSource';
import type { PhoneCountryCode } from './phoneCountryCode';
import type { PhoneNumber } from './phoneNumber';
import type { Image } from './image';

/**
 * A restaurant location
 */
export interface Address {
  /**
   * Version (the location's): send it in If-Match to change it
   * @minimum 1
   */
  version: number;
  addressId: number;
  /** Same as addressId */
  id: number;
  streetAddress: string;
  city?: string;
  state?: string;
  zipCode?: string;
  country?: string;
  latitude: number;
  longitude: number;
  locationPrecision: LocationPrecision;
  locationSource: LocationSource;
  phoneCountryCode: PhoneCountryCode;
  phoneNumber: PhoneNumber;
  locationSpecificImages: Image[];
  /**
   * In the location lists and reads, the deals at this location (a delete of the location deletes them)
   * @minimum 0
   */
  dealCount?: number;
}
