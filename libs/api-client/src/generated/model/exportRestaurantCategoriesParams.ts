import type { KeywordsParameter } from './keywordsParameter';

export type ExportRestaurantCategoriesParams = {
/**
 * Text filter; omitted when empty
 * @maxLength 255
 */
keywords?: KeywordsParameter;
};
