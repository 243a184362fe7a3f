import type { PageParameter } from './pageParameter';
import type { SizeParameter } from './sizeParameter';
import type { KeywordsParameter } from './keywordsParameter';

export type GetMyRestaurantAddressesParams = {
/**
 * 1-based page number
 */
page?: PageParameter;
/**
 * Items per page; 999999 asks for everything
 */
size?: SizeParameter;
/**
 * Text filter; omitted when empty
 */
keywords?: KeywordsParameter;
};
