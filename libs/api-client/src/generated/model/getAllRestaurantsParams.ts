import type { PageParameter } from './pageParameter';
import type { SizeParameter } from './sizeParameter';
import type { KeywordsParameter } from './keywordsParameter';
import type { GetAllRestaurantsOrderBy } from './getAllRestaurantsOrderBy';
import type { OrderTypeParameter } from './orderTypeParameter';

export type GetAllRestaurantsParams = {
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
 * Sort field, as getRestaurants; restaurantName when absent
 */
order_by?: GetAllRestaurantsOrderBy;
/**
 * Sort direction; asc when absent
 */
order_type?: OrderTypeParameter;
};
