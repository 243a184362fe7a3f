import type { BulkIds } from './bulkIds';
import type { DealBulkMatching } from './dealBulkMatching';
import type { BulkExpectedCount } from './bulkExpectedCount';

/**
 * The deals by `ids` or by `matching` + `expectedCount` (see BulkIds), and their new status
 */
export interface BulkChangeDealStatusRequest {
  ids?: BulkIds;
  matching?: DealBulkMatching;
  expectedCount?: BulkExpectedCount;
  isActive: boolean;
}
