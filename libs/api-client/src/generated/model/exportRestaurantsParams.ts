import type { AccountStatus } from './accountStatus';
import type { LocationPrecisionFilterParameter } from './locationPrecisionFilterParameter';
import type { ExportRestaurantsOrderBy } from './exportRestaurantsOrderBy';
import type { OrderTypeParameter } from './orderTypeParameter';
import type { KeywordsParameter } from './keywordsParameter';

export type ExportRestaurantsParams = {
/**
 * Text to find in the restaurant name or email, as getRestaurants
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
order_by?: ExportRestaurantsOrderBy;
/**
 * Sort direction; asc when absent
 */
order_type?: OrderTypeParameter;
/**
 * Text filter; omitted when empty
 * @maxLength 255
 */
keywords?: KeywordsParameter;
};
