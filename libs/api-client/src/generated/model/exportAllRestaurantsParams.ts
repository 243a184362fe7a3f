import type { KeywordsParameter } from './keywordsParameter';
import type { ExportAllRestaurantsOrderBy } from './exportAllRestaurantsOrderBy';
import type { OrderTypeParameter } from './orderTypeParameter';

export type ExportAllRestaurantsParams = {
/**
 * Text filter; omitted when empty
 * @maxLength 255
 */
keywords?: KeywordsParameter;
/**
 * Sort field, as getAllRestaurants; restaurantName when absent
 */
order_by?: ExportAllRestaurantsOrderBy;
/**
 * Sort direction; asc when absent
 */
order_type?: OrderTypeParameter;
};
