import type { KeywordsParameter } from './keywordsParameter';
import type { OrderTypeParameter } from './orderTypeParameter';

export type ExportRestaurantCategoriesParams = {
/**
 * Text filter; omitted when empty
 * @maxLength 255
 */
keywords?: KeywordsParameter;
/**
 * Sort direction; asc when absent
 */
order_type?: OrderTypeParameter;
};
