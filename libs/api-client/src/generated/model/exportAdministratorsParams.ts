import type { KeywordsParameter } from './keywordsParameter';
import type { ExportAdministratorsOrderBy } from './exportAdministratorsOrderBy';
import type { OrderTypeParameter } from './orderTypeParameter';

export type ExportAdministratorsParams = {
/**
 * Text filter; omitted when empty
 * @maxLength 255
 */
keywords?: KeywordsParameter;
/**
 * Sort field, as getAdministrators; fullName when absent
 */
order_by?: ExportAdministratorsOrderBy;
/**
 * Sort direction; asc when absent
 */
order_type?: OrderTypeParameter;
};
