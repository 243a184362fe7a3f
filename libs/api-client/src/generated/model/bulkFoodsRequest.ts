import type { BulkIds } from './bulkIds';
import type { FoodBulkMatching } from './foodBulkMatching';
import type { BulkExpectedCount } from './bulkExpectedCount';

/**
 * The menu items by `ids` (foodIds) or by `matching` + `expectedCount` (see BulkIds)
 */
export interface BulkFoodsRequest {
  ids?: BulkIds;
  matching?: FoodBulkMatching;
  expectedCount?: BulkExpectedCount;
}
