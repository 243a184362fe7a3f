import type { KeywordsParameter } from './keywordsParameter';
import type { ExportFoodReportsOrderBy } from './exportFoodReportsOrderBy';
import type { OrderTypeParameter } from './orderTypeParameter';

export type ExportFoodReportsParams = {
/**
 * Text filter; omitted when empty
 * @maxLength 255
 */
keywords?: KeywordsParameter;
/**
 * Sort field, as getFoodReports; lastReportedAt when absent
 */
order_by?: ExportFoodReportsOrderBy;
/**
 * Sort direction; asc when absent
 */
order_type?: OrderTypeParameter;
};
