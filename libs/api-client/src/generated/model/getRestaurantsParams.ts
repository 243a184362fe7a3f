import type { AccountStatus } from './accountStatus';
import type { LocationPrecisionFilterParameter } from './locationPrecisionFilterParameter';
import type { GetRestaurantsOrderBy } from './getRestaurantsOrderBy';
import type { OrderTypeParameter } from './orderTypeParameter';
import type { PageParameter } from './pageParameter';
import type { SizeParameter } from './sizeParameter';
import type { KeywordsParameter } from './keywordsParameter';

export type GetRestaurantsParams = {
/**
 * Text to find in the restaurant name or email
 * @maxLength 255
 */
searchQuery?: string;
/**
 * Only restaurants with this status; every status when absent
 */
account_status?: AccountStatus;
/**
 * Not shown by the console spec. `approximate` keeps only what has a location coarser than street
level (precision `zip` or `city`); every location when absent.

 */
location_precision?: LocationPrecisionFilterParameter;
/**
 * Sort field; restaurantName when absent
 */
order_by?: GetRestaurantsOrderBy;
/**
 * Sort direction; asc when absent
 */
order_type?: OrderTypeParameter;
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
};
