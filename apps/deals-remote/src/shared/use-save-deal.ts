import { succeeded, useAdminCreateDeal, useAdminUpdateDeal, useCreateDeal, useUpdateDeal } from '@console/api-client/queries';
import { isAdminScope, type RestaurantScope } from '@console/remote-contract';
import { toDealRequest, type DealValues } from './deal-values';

/**
 * Creates or updates a deal with its items (the picker's Done, the Edit Deal popup's Save); resolves to
 * the deal's id, or null on failure (the toast says why, and what was chosen stays on screen).
 */
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
