import { CHANGE_MESSAGES } from '@console/rules';
import {
  ifMatch,
  succeeded,
  useAdminChangeDealStatus,
  useAdminGetDeal,
  useAdminGetDeals,
  useAdminRemoveDeal,
  useChangeDealStatus,
  useGetDeal,
  useGetDeals,
  useRemoveDeal,
  type Deal,
  readFailureOf,
} from '@console/api-client/queries';
import { isAdminScope, type RestaurantScope } from '@console/remote-contract';
import { ALL_DEALS } from './deals-first-reads';

/** The deals screen's data: current and expired deals, and the toggle and delete (spec §4, §8). */
export function useDeals(scope: RestaurantScope) {
  const admin = isAdminScope(scope);
  const restaurantId = scope.restaurantId ?? 0;
  const options = (enabled: boolean) => ({ query: { enabled, meta: { failure: 'Failed to get Deals' } } });
  const own = useGetDeals(ALL_DEALS, options(!admin));
  const any = useAdminGetDeals(restaurantId, ALL_DEALS, options(admin));
  const deals = admin ? any : own;

  const statusMeta = {
    mutation: {
      meta: {
        success: (variables: unknown) =>
          (variables as { data: { isActive: boolean } }).data.isActive ? 'Deal activated successfully' : 'Deal deactivated successfully',
        failure: 'Failed, Please try again later',
      },
    },
  };
  const ownStatus = useChangeDealStatus(statusMeta);
  const anyStatus = useAdminChangeDealStatus(statusMeta);
  const removeMeta = {
    mutation: { meta: { success: CHANGE_MESSAGES.dealDeleted, failure: 'Failed to delete Deal' } },
  };
  const ownRemove = useRemoveDeal(removeMeta);
  const anyRemove = useAdminRemoveDeal(removeMeta);

  // Both from the version shown (the card's, the Edit Deal popup's): changed since, they are refused and the toast says by whom.
  const setActive = (deal: Deal, isActive: boolean) =>
    succeeded(
      (admin ? anyStatus : ownStatus).mutateAsync({ id: deal.restaurantDealId, data: { isActive }, headers: ifMatch(deal.version) }),
    ).then(() => undefined);
  const remove = (deal: Deal) =>
    succeeded((admin ? anyRemove : ownRemove).mutateAsync({ id: deal.restaurantDealId, headers: ifMatch(deal.version) }));

  return {
    current: deals.data?.currentRestaurantDeals ?? null,
    expired: deals.data?.expiredRestaurantDeals ?? null,
    loading: deals.isFetching,
    failure: readFailureOf(deals, 'Deals'),
    setActive,
    remove,
  };
}

/**
 * The deal opened in the Edit Deal popup, loaded afresh (spec §4: edit loads the deal): what was cached
 * before `openedAt` (the deal as an earlier Edit saw it) is not shown, as its version may be gone and a
 * save or delete from it would be refused. Silent on failure (§8); `retry` loads it again (a second Edit
 * on the same deal).
 */
export function useDealToEdit(scope: RestaurantScope, restaurantDealId: number | null, openedAt: number) {
  const admin = isAdminScope(scope);
  const own = useGetDeal(restaurantDealId ?? 0, { query: { enabled: !admin && restaurantDealId !== null } });
  const any = useAdminGetDeal(restaurantDealId ?? 0, { query: { enabled: admin && restaurantDealId !== null } });
  const deal = admin ? any : own;
  const loaded = deal.dataUpdatedAt >= openedAt ? (deal.data?.restaurantDeal ?? null) : null;
  return { deal: loaded, failed: deal.isError && deal.errorUpdatedAt >= openedAt, retry: () => void deal.refetch() };
}
