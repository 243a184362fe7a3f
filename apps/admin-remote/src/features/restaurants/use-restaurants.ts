import { useCallback, useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { apiErrorMessage, changeRestaurantStatus, getRestaurants, type RestaurantAccount } from '@console/api-client';
import { useDebouncedValue, type TableSort } from '@console/ui';

/** Spec §4/§9: the list reloads 500 ms after the search, the sort field or its direction changes. */
export const RESTAURANT_LIST_DELAY_MS = 500;
/** Spec §7: the dashboard list is requested whole. */
export const UNPAGED = { page: 1, size: 999999 } as const;

export type RestaurantSortField = 'restaurantName' | 'emailAddress';

export function useRestaurants(search: string, sort: TableSort) {
  const query = useDebouncedValue(JSON.stringify({ search: search.trim(), sort }), RESTAURANT_LIST_DELAY_MS);
  const [restaurants, setRestaurants] = useState<RestaurantAccount[]>([]);
  const [loading, setLoading] = useState(true);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    const { search: text, sort: order } = JSON.parse(query) as { search: string; sort: TableSort };
    let current = true;
    setLoading(true);
    getRestaurants({
      ...UNPAGED,
      ...(text ? { searchQuery: text } : {}),
      order_by: order.id as RestaurantSortField,
      order_type: order.desc ? 'desc' : 'asc',
    })
      .then(
        (response) => current && setRestaurants(response.restaurants),
        (error) => current && toast.error(apiErrorMessage(error, 'Failed to get Restaurants')),
      )
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [query, generation]);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  return { restaurants, loading, reload };
}

/** Spec §4 accountStatus: Approved becomes Suspended and back, with the spec's messages. */
export async function toggleRestaurantAccess(account: RestaurantAccount): Promise<boolean> {
  const suspending = account.accountStatus === 'Approved';
  try {
    const response = await changeRestaurantStatus(account.restaurant.restaurantId, {
      account_status: suspending ? 'Suspended' : 'Approved',
      restaurant_id: account.restaurant.restaurantId,
    });
    toast.success(response.message || (suspending ? 'Restaurant Suspended successfully' : 'Restaurant Approved successfully'));
    return true;
  } catch (error) {
    toast.error(apiErrorMessage(error, 'Failed, Please try again Later'));
    return false;
  }
}
