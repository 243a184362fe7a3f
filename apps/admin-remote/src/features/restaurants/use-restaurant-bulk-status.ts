import {
  succeeded,
  useBulkChangeRestaurantStatus,
  type AccountStatus,
  type BulkChangeRestaurantStatusRequest,
  type RestaurantBulkMatching,
} from '@console/api-client/queries';
import { countOf, type BulkSelection } from '@console/ui';

const statusOf = (variables: unknown) => (variables as { data: BulkChangeRestaurantStatusRequest }).data.account_status;

/** How many restaurants a call was about, for the fallback toast: the ids sent, or the count confirmed. */
const countIn = (variables: unknown) => {
  const { ids, expectedCount } = (variables as { data: BulkChangeRestaurantStatusRequest }).data;
  return ids?.length ?? expectedCount ?? 0;
};

/** The toast when the answer has no message: the single change's words for one restaurant, the count for more. */
const successFallback = (variables: unknown) => {
  const suspended = statusOf(variables) === 'Suspended';
  const count = countIn(variables);
  if (count === 1) return suspended ? 'Restaurant Suspended successfully' : 'Restaurant Approved successfully';
  return `${countOf(count, 'restaurant', 'restaurants')} ${suspended ? 'suspended' : 'approved'} successfully`;
};

/**
 * Approves or suspends the selected restaurants in one call (the API's, all or nothing); resolves to
 * whether they changed. The restaurant lists reload as after one change; a failure's toast is the server's message.
 */
export function useRestaurantBulkStatus(matching: RestaurantBulkMatching) {
  const change = useBulkChangeRestaurantStatus({
    mutation: { meta: { success: successFallback, failure: 'Failed, Please try again Later' } },
  });
  return (selection: BulkSelection, account_status: AccountStatus) => {
    const rows = 'ids' in selection ? { ids: selection.ids.map(Number) } : { matching, expectedCount: selection.expectedCount };
    return succeeded(change.mutateAsync({ data: { ...rows, account_status } }));
  };
}
