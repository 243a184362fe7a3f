import type { DealBulkMatchingDealList } from './dealBulkMatchingDealList';

/**
 * One of the deal screen's two lists (see getDeals for current and expired)
 */
export interface DealBulkMatching {
  dealList: DealBulkMatchingDealList;
}
