import type { BulkIds } from './bulkIds';
import type { RestaurantBulkMatching } from './restaurantBulkMatching';
import type { BulkExpectedCount } from './bulkExpectedCount';
import type { AccountStatus } from './accountStatus';

/**
 * The restaurants by `ids` or by `matching` + `expectedCount` (see BulkIds), and their new status
 */
export interface BulkChangeRestaurantStatusRequest {
  ids?: BulkIds;
  matching?: RestaurantBulkMatching;
  expectedCount?: BulkExpectedCount;
  account_status: AccountStatus;
}
