import type { PageParameter } from './pageParameter';
import type { SizeParameter } from './sizeParameter';
import type { KeywordsParameter } from './keywordsParameter';
import type { GetAdministratorsOrderBy } from './getAdministratorsOrderBy';
import type { OrderTypeParameter } from './orderTypeParameter';

export type GetAdministratorsParams = {
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
 * Sort field (the Admins screen's sortable headers); fullName when absent
 */
order_by?: GetAdministratorsOrderBy;
/**
 * Sort direction; asc when absent
 */
order_type?: OrderTypeParameter;
};
