
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
}
