import type { PageNumParameter } from './pageNumParameter';
import type { PageSizeParameter } from './pageSizeParameter';

export type GetDealsParams = {
/**
 * 1-based page number (the deal lists' name for `page`)
 * @minimum 1
 * @maximum 2147483647
 */
pageNum?: PageNumParameter;
/**
 * Deals per page (the deal lists' name for `size`); 999999 asks for everything
 * @minimum 1
 * @maximum 999999
 */
pageSize?: PageSizeParameter;
};
