import type { KeywordsParameter } from './keywordsParameter';
import type { LocationPrecisionFilterParameter } from './locationPrecisionFilterParameter';

export type ExportRestaurantAddressesParams = {
/**
 * Text filter; omitted when empty
 * @maxLength 255
 */
keywords?: KeywordsParameter;
/**
 * Not shown by the console spec. `approximate` keeps only what has a location coarser than street
level (precision `zip` or `city`); every location when absent.

 */
location_precision?: LocationPrecisionFilterParameter;
};
