import { getAdminGetDealQueryKey, getAdminGetDealsQueryKey, getGetDealQueryKey, getGetDealsQueryKey } from '@console/api-client/queries';

/** A deal change is seen in both roles' deal lists and in any deal opened for editing. */
export const STALE_AFTER_DEAL_CHANGE = [getGetDealsQueryKey(), getAdminGetDealsQueryKey(), getGetDealQueryKey(), getAdminGetDealQueryKey()];
