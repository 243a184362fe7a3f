import type { PageParameter } from './pageParameter';
import type { SizeParameter } from './sizeParameter';
import type { KeywordsParameter } from './keywordsParameter';
import type { FoodCategoryIdsParameter } from './foodCategoryIdsParameter';

export type AdminGetFoodsParams = {
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
/**
 * Only items of these menu categories; -1 is the uncategorised group. Repeated, no brackets.
 */
food_category_ids?: FoodCategoryIdsParameter;
};
