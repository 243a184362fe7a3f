import type { PageParameter } from './pageParameter';
import type { SizeParameter } from './sizeParameter';
import type { KeywordsParameter } from './keywordsParameter';
import type { LocationPrecisionFilterParameter } from './locationPrecisionFilterParameter';

export type GetRestaurantAddressesParams = {
/**
 * 1-based page number
 * @minimum 1
 * @maximum 2147483647
 */
page?: PageParameter;
/**
 * Items per page; 999999 asks for everything
 * @minimum 1
 * @maximum 999999
 */
size?: SizeParameter;
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
