
export type DealBulkMatchingDealList = typeof DealBulkMatchingDealList[keyof typeof DealBulkMatchingDealList];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const DealBulkMatchingDealList = {
  current: 'current',
  expired: 'expired',
} as const;
