import { CHANGE_MESSAGES } from '@console/rules';
import { succeeded, useBulkIgnoreFoodReports, useBulkRemoveReportedFoods, type BulkFoodReportsRequest } from '@console/api-client/queries';
import { countOf, type BulkSelection } from '@console/ui';

/** How many items a call was about: the ids sent, or the count confirmed. */
const countIn = (variables: unknown) => {
  const { ids, expectedCount } = (variables as { data: BulkFoodReportsRequest }).data;
  return ids?.length ?? expectedCount ?? 0;
};

/** The toast when the answer has no message: the single decision's words for one item, the count for more. */
const fallback = (one: string, many: (count: number) => string) => (variables: unknown) => {
  const count = countIn(variables);
  return count === 1 ? one : many(count);
};

const bodyOf = (selection: BulkSelection): BulkFoodReportsRequest =>
  // The screen has no search or filter: every matching item is every reported one.
  'ids' in selection ? { ids: selection.ids.map(Number) } : { matching: {}, expectedCount: selection.expectedCount };

/** Ignore or Remove for every selected reported item, each one call (all or nothing); resolves to whether it went through. */
export function useFoodReportBulk() {
  const ignore = useBulkIgnoreFoodReports({
    mutation: {
      meta: {
        success: fallback(
          CHANGE_MESSAGES.foodReportIgnored,
          (count) => `${countOf(count, 'food report', 'food reports')} ignored successfully`,
        ),
        failure: 'Failed to ignore Food Report',
      },
    },
  });
  const remove = useBulkRemoveReportedFoods({
    mutation: {
      meta: {
        success: fallback(CHANGE_MESSAGES.foodRemoved, (count) => `${countOf(count, 'food item', 'food items')} removed successfully`),
        failure: 'Failed to remove Food',
      },
    },
  });
  return {
    ignoreMany: (selection: BulkSelection) => succeeded(ignore.mutateAsync({ data: bodyOf(selection) })),
    removeMany: (selection: BulkSelection) => succeeded(remove.mutateAsync({ data: bodyOf(selection) })),
  };
}
