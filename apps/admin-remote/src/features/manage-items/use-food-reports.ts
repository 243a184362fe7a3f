import { useCallback, useState } from 'react';
import {
  getFoodReports,
  ignoreFoodReport,
  removeReportedFood,
  type FoodReport,
  type GetFoodReportsOrderBy,
} from '@console/api-client';
import type { TableSort } from '@console/ui';
import { changeThroughApi, useApiData } from '../../shared/api-calls';

/** Spec §9: food reports are asked for whole (size 999999) and sorted by the API. */
const WHOLE_LIST = { page: 1, size: 999999 };
export const DEFAULT_FOOD_REPORT_SORT: TableSort = { id: 'lastReportedAt', desc: true };

/** The Marked For Removal screen's data: the reported items in the chosen order, and the two decisions. */
export function useFoodReports() {
  const [sort, setSort] = useState<TableSort>(DEFAULT_FOOD_REPORT_SORT);
  const { data, loading, reload } = useApiData(
    () => getFoodReports({ ...WHOLE_LIST, order_by: sort.id as GetFoodReportsOrderBy, order_type: sort.desc ? 'desc' : 'asc' }),
    JSON.stringify(sort),
    'Failed to get Food Reports',
  );

  const ignore = useCallback(
    async (report: FoodReport) => {
      const ignored = await changeThroughApi(() => ignoreFoodReport(report.foodId), {
        success: 'Food Report Ignored Successfully',
        failure: 'Failed to ignore Food Report',
      });
      if (ignored) reload();
    },
    [reload],
  );

  const remove = useCallback(
    async (report: FoodReport) => {
      const removed = await changeThroughApi(() => removeReportedFood(report.foodId), {
        success: 'Food removed Successfully',
        failure: 'Failed to remove Food',
      });
      if (removed) reload();
    },
    [reload],
  );

  return { reports: data?.food_reports ?? null, loading, sort, setSort, ignore, remove };
}
