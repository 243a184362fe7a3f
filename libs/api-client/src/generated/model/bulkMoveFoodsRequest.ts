import type { BulkIds } from './bulkIds';
import type { FoodBulkMatching } from './foodBulkMatching';
import type { BulkExpectedCount } from './bulkExpectedCount';

/**
 * The menu items (as BulkFoodsRequest) and the menu category they move to
 */
export interface BulkMoveFoodsRequest {
  ids?: BulkIds;
  matching?: FoodBulkMatching;
  expectedCount?: BulkExpectedCount;
  /**
   * One of the restaurant's menu categories (another's is 404 'Category not found')
   * @minimum 1
   * @maximum 2147483647
   */
  foodCategoryId: number;
}
