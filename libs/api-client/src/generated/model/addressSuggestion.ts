import type { LocationPrecision } from './locationPrecision';

/**
 * One place for an address input, with everything a location needs but the phone
 */
export interface AddressSuggestion {
  /** Stable for the same text and place */
  suggestionId: string;
  /** What the input shows, e.g. "12 Main St, Austin, TX 78701, USA" */
  label: string;
  streetAddress: string;
  city: string;
  /** Two-letter state code */
  state: string;
  /** The ZIP typed, or the only ZIP of the place; empty when not known */
  zipCode: string;
  /** Always US */
  country: string;
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
  precision: LocationPrecision;
}
