import { changeRestaurantStatus, getRestaurants, type RestaurantAccount } from '@console/api-client';
import { useDebouncedValue, type TableSort } from '@console/ui';
import { changeThroughApi, useApiData } from '../../shared/api-calls';

/** Spec §4/§9: the list reloads 500 ms after the search, the sort field or its direction changes. */
export const RESTAURANT_LIST_DELAY_MS = 500;
/** Spec §7: the dashboard list is requested whole. */
export const UNPAGED = { page: 1, size: 999999 } as const;

export type RestaurantSortField = 'restaurantName' | 'emailAddress';

export function useRestaurants(search: string, sort: TableSort) {
  const query = useDebouncedValue(JSON.stringify({ search: search.trim(), sort }), RESTAURANT_LIST_DELAY_MS);
  const { data, loading, reload } = useApiData(
    () => {
      const { search: text, sort: order } = JSON.parse(query) as { search: string; sort: TableSort };
      return getRestaurants({
        ...UNPAGED,
        ...(text ? { searchQuery: text } : {}),
        order_by: order.id as RestaurantSortField,
        order_type: order.desc ? 'desc' : 'asc',
      });
    },
    query,
    'Failed to get Restaurants',
  );
  return { restaurants: data?.restaurants ?? [], loading, reload };
}

/** Spec §4 accountStatus: Approved becomes Suspended and back, with the spec's messages. */
export function toggleRestaurantAccess(account: RestaurantAccount): Promise<boolean> {
  const suspending = account.accountStatus === 'Approved';
  const restaurantId = account.restaurant.restaurantId;
  return changeThroughApi(
    () => changeRestaurantStatus(restaurantId, { account_status: suspending ? 'Suspended' : 'Approved', restaurant_id: restaurantId }),
    {
      success: suspending ? 'Restaurant Suspended successfully' : 'Restaurant Approved successfully',
      failure: 'Failed, Please try again Later',
    },
  );
}
