import { WHOLE_LIST } from '@console/api-client';
import { getGetDealsQueryOptions, getGetMyRestaurantAddressesQueryOptions } from '@console/api-client/queries';

/** Spec §7: the deal lists ask pageNum 1 and pageSize 999999 (effectively unpaged). */
export const ALL_DEALS = { pageNum: WHOLE_LIST.page, pageSize: WHOLE_LIST.size };

/**
 * What the owner's Manage Your Deals reads as it first draws, with the params its hooks use (use-deals.ts,
 * shared/use-deal-locations.ts): every deal, current and expired, and every location (the cards name
 * theirs). The deal a popup edits reads when it opens.
 */
export const dealsFirstReads = () => [getGetDealsQueryOptions(ALL_DEALS), getGetMyRestaurantAddressesQueryOptions(WHOLE_LIST)];
