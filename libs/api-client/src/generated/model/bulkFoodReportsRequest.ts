import type { BulkIds } from './bulkIds';
import type { FoodReportBulkMatching } from './foodReportBulkMatching';
import type { BulkExpectedCount } from './bulkExpectedCount';

/**
 * The reported menu items by `ids` (foodIds) or by `matching` + `expectedCount` (see BulkIds)
 */
export interface BulkFoodReportsRequest {
  ids?: BulkIds;
  matching?: FoodReportBulkMatching;
  expectedCount?: BulkExpectedCount;
}
