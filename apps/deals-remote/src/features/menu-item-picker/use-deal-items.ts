import { WHOLE_LIST } from '@console/api-client';
import { readFailureOf, useGetAddressFoods, useGetFoods } from '@console/api-client/queries';
import { isAdminScope, type RestaurantScope } from '@console/remote-contract';

/**
 * The menu items a deal at one location can use, from the page's shared cache (the menu's calls, not
 * its code): the owner's whole menu, or for an administrator get-address-foods of the location.
 */
export function useDealItems(scope: RestaurantScope, restaurantAddressId: number, enabled = true) {
  const admin = isAdminScope(scope);
  const meta = { failure: 'Failed to get Menu Items' };
  const own = useGetFoods(WHOLE_LIST, { query: { enabled: enabled && !admin, meta } });
  const any = useGetAddressFoods(restaurantAddressId, WHOLE_LIST, {
    query: { enabled: enabled && admin && restaurantAddressId > 0, meta },
  });
  const items = admin ? any : own;
  return { items: items.data?.foods ?? null, loading: items.isFetching, failure: readFailureOf(items, 'Menu items') };
}
