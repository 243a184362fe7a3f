import type { PageParameter } from './pageParameter';
import type { SizeParameter } from './sizeParameter';
import type { KeywordsParameter } from './keywordsParameter';
import type { GetFoodReportsOrderBy } from './getFoodReportsOrderBy';
import type { OrderTypeParameter } from './orderTypeParameter';

export type GetFoodReportsParams = {
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
 * Sort field; lastReportedAt when absent
 */
order_by?: GetFoodReportsOrderBy;
/**
 * Sort direction; asc when absent
 */
order_type?: OrderTypeParameter;
};
