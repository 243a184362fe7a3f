import { WHOLE_LIST } from '@console/api-client';
import {
  succeeded,
  useAdminCreateDeal,
  useAdminUpdateDeal,
  useCreateDeal,
  useGetAddressFoods,
  useGetFoods,
  useUpdateDeal,
} from '@console/api-client/queries';
import { isAdminScope, type RestaurantScope } from '@console/remote-contract';
import { toDealRequest, type DealValues } from '../../shared/deal-values';

/**
 * The menu items a deal at one location can use, from the page's shared cache (the menu's calls, not
 * its code): the owner's whole menu, or for an administrator get-address-foods of the location.
 */
export function useDealItems(scope: RestaurantScope, restaurantAddressId: number) {
  const admin = isAdminScope(scope);
  const meta = { failure: 'Failed to get Menu Items' };
  const own = useGetFoods(WHOLE_LIST, { query: { enabled: !admin, meta } });
  const any = useGetAddressFoods(restaurantAddressId, WHOLE_LIST, { query: { enabled: admin && restaurantAddressId > 0, meta } });
  const items = admin ? any : own;
  return { items: items.data?.foods ?? null, loading: items.isPending };
}

/** Creates or updates the deal with its items (spec §4: Done); resolves to the deal's id, or null on failure. */
export function useSaveDeal(scope: RestaurantScope) {
  const admin = isAdminScope(scope);
  const created = {
    mutation: { meta: { success: 'Deal created Successfully', failure: 'Failed to create Deal' } },
  };
  const updated = {
    mutation: { meta: { success: 'Deal updated Successfully', failure: 'Failed to update Deal' } },
  };
  const createOwn = useCreateDeal(created);
  const createAny = useAdminCreateDeal(created);
  const updateOwn = useUpdateDeal(updated);
  const updateAny = useAdminUpdateDeal(updated);

  return async (values: DealValues, restaurantDealId?: number): Promise<number | null> => {
    const data = toDealRequest(values);
    const restaurantId = scope.restaurantId ?? 0;
    if (restaurantDealId !== undefined) {
      const saved = admin
        ? updateAny.mutateAsync({ id: restaurantDealId, data: { ...data, restaurantId } })
        : updateOwn.mutateAsync({ id: restaurantDealId, data });
      return (await succeeded(saved)) ? restaurantDealId : null;
    }
    const creation = admin ? createAny.mutateAsync({ data: { ...data, restaurantId } }) : createOwn.mutateAsync({ data });
    return creation.then(
      (answer) => answer.restaurantDealId,
      () => null,
    );
  };
}
