import {
  succeeded,
  useAdminBulkChangeDealStatus,
  useBulkChangeDealStatus,
  type BulkChangeDealStatusRequest,
} from '@console/api-client/queries';
import { isAdminScope, type RestaurantScope } from '@console/remote-contract';
import { countOf, type BulkSelection } from '@console/ui';

/** The toast when the answer has no message: the single toggle's words for one deal, the count for more. */
const successFallback = (variables: unknown) => {
  const { ids, expectedCount, isActive } = (variables as { data: BulkChangeDealStatusRequest }).data;
  const count = ids?.length ?? expectedCount ?? 0;
  if (count === 1) return isActive ? 'Deal activated successfully' : 'Deal deactivated successfully';
  return `${countOf(count, 'deal', 'deals')} ${isActive ? 'activated' : 'deactivated'} successfully`;
};

/**
 * Activates or deactivates the selected current deals in one call (all or nothing), through the owner's
 * call or, in the admin restaurant detail, its admin twin; resolves to whether they changed.
 */
export function useDealBulkStatus(scope: RestaurantScope) {
  const admin = isAdminScope(scope);
  const restaurantId = scope.restaurantId ?? 0;
  const options = { mutation: { meta: { success: successFallback, failure: 'Failed, Please try again later' } } };
  const own = useBulkChangeDealStatus(options);
  const any = useAdminBulkChangeDealStatus(options);
  return (selection: BulkSelection, isActive: boolean) => {
    // Only current deals can be toggled (spec §4): the selection is among them.
    const rows =
      'ids' in selection
        ? { ids: selection.ids.map(Number) }
        : { matching: { dealList: 'current' as const }, expectedCount: selection.expectedCount };
    const data = { ...rows, isActive };
    return succeeded(admin ? any.mutateAsync({ id: restaurantId, data }) : own.mutateAsync({ data }));
  };
}
