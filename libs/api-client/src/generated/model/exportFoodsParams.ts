import type { KeywordsParameter } from './keywordsParameter';
import type { FoodCategoryIdsParameter } from './foodCategoryIdsParameter';

export type ExportFoodsParams = {
/**
 * The owner's own restaurantId (optional)
 * @minimum 1
 * @maximum 2147483647
 */
restaurant_id?: number;
/**
 * Text filter; omitted when empty
 * @maxLength 255
 */
keywords?: KeywordsParameter;
/**
 * Only items of these menu categories; -1 is the uncategorised group. Repeated, no brackets.
 * @maxItems 500
 */
food_category_ids?: FoodCategoryIdsParameter;
};
