import { CHANGE_MESSAGES } from '@console/rules';
import {
  ifMatch,
  succeeded,
  useAdminCreateDeal,
  useAdminUpdateDeal,
  useCreateDeal,
  useUpdateDeal,
  type Deal,
} from '@console/api-client/queries';
import { isAdminScope, type RestaurantScope } from '@console/remote-contract';
import type { VersionConflictHandler } from '@console/ui';
import { dealConflict } from './deal-conflict';
import { toDealRequest, type DealValues } from './deal-values';

/** An update of a deal: the deal the values are based on (its version goes with the change), and who hears of a 412. */
export interface DealUpdate {
  base: Deal;
  onConflict: VersionConflictHandler;
}

/**
 * Creates or updates a deal with its items (the picker's Done, the Edit Deal popup's Save); resolves to
 * the deal's id, or null on failure (the toast says why, and what was chosen stays on screen). An update
 * is made only while the deal is still at `update.base`'s version; otherwise `update.onConflict` gets
 * the deal as it is now.
 */
export function useSaveDeal(scope: RestaurantScope) {
  const admin = isAdminScope(scope);
  const created = {
    mutation: { meta: { success: CHANGE_MESSAGES.dealCreated, failure: 'Failed to create Deal' } },
  };
  const updated = {
    mutation: { meta: { success: CHANGE_MESSAGES.dealUpdated, failure: 'Failed to update Deal' } },
  };
  const createOwn = useCreateDeal(created);
  const createAny = useAdminCreateDeal(created);
  const updateOwn = useUpdateDeal(updated);
  const updateAny = useAdminUpdateDeal(updated);

  return async (values: DealValues, update?: DealUpdate): Promise<number | null> => {
    const data = toDealRequest(values);
    const restaurantId = scope.restaurantId ?? 0;
    if (update) {
      const { restaurantDealId, version } = update.base;
      const headers = ifMatch(version);
      const saved = admin
        ? updateAny.mutateAsync({ id: restaurantDealId, data: { ...data, restaurantId }, headers })
        : updateOwn.mutateAsync({ id: restaurantDealId, data, headers });
      return (await succeeded(saved, undefined, (conflict) => update.onConflict(dealConflict(conflict)))) ? restaurantDealId : null;
    }
    const creation = admin ? createAny.mutateAsync({ data: { ...data, restaurantId } }) : createOwn.mutateAsync({ data });
    return creation.then(
      (answer) => answer.restaurantDealId,
      () => null,
    );
  };
}
