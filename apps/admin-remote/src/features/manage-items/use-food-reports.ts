import { CHANGE_MESSAGES } from '@console/rules';
import {
  GetFoodReportsOrderBy,
  ifMatch,
  keepPreviousData,
  readFailureOf,
  succeeded,
  useGetFoodReports,
  useIgnoreFoodReport,
  useRemoveReportedFood,
  type FoodReport,
} from '@console/api-client/queries';
import { exportFoodReports, useCsvExport } from '@console/api-client';
import { useListState } from '@console/ui';
import { DEFAULT_FOOD_REPORT_SORT, foodReportsParams, foodReportsSelected } from './manage-items-first-reads';

/** The Marked For Removal screen's data: the reported items (whole, spec §9) in the URL's order, and the two decisions. */
export function useFoodReports() {
  const { sort, setSort } = useListState({ defaultSort: DEFAULT_FOOD_REPORT_SORT, sortFields: Object.values(GetFoodReportsOrderBy) });
  // The list's order; the export takes the same.
  const selected = foodReportsSelected(sort);
  const reports = useGetFoodReports(foodReportsParams(selected), {
    query: { placeholderData: keepPreviousData, meta: { failure: 'Failed to get Food Reports' } },
  });
  const ignore = useIgnoreFoodReport({
    mutation: {
      meta: { success: CHANGE_MESSAGES.foodReportIgnored, failure: 'Failed to ignore Food Report' },
    },
  });
  const remove = useRemoveReportedFood({
    mutation: { meta: { success: CHANGE_MESSAGES.foodRemoved, failure: 'Failed to remove Food' } },
  });
  const exportCsv = useCsvExport((options) => exportFoodReports(selected, options), {
    failure: 'Failed to export Reported Items',
    fileWords: 'reported-items',
  });
  return {
    reports: reports.data?.food_reports ?? null,
    loading: reports.isFetching,
    failure: readFailureOf(reports, 'Reported items'),
    sort,
    setSort,
    exportCsv,
    // From the item's version in the row: an item edited since is refused (412), its message toasted and the list reloaded.
    ignore: (report: FoodReport) =>
      succeeded(ignore.mutateAsync({ id: report.foodId, headers: ifMatch(report.foodVersion) })).then(() => undefined),
    remove: (report: FoodReport) =>
      succeeded(remove.mutateAsync({ id: report.foodId, headers: ifMatch(report.foodVersion) })).then(() => undefined),
  };
}
