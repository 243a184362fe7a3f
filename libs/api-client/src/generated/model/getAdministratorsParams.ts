import type { PageParameter } from './pageParameter';
import type { SizeParameter } from './sizeParameter';
import type { KeywordsParameter } from './keywordsParameter';
import type { GetAdministratorsOrderBy } from './getAdministratorsOrderBy';
import type { OrderTypeParameter } from './orderTypeParameter';

export type GetAdministratorsParams = {
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
 * Sort field (the Admins screen's sortable headers); fullName when absent
 */
order_by?: GetAdministratorsOrderBy;
/**
 * Sort direction; asc when absent
 */
order_type?: OrderTypeParameter;
};
