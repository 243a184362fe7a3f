import { useCallback, useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import {
  apiErrorMessage,
  getFoodReports,
  ignoreFoodReport,
  removeReportedFood,
  type FoodReport,
  type GetFoodReportsOrderBy,
} from '@console/api-client';
import type { TableSort } from '@console/ui';

/** Spec §9: food reports are asked for whole (size 999999) and sorted by the API. */
const WHOLE_LIST = { page: 1, size: 999999 };
export const DEFAULT_FOOD_REPORT_SORT: TableSort = { id: 'lastReportedAt', desc: true };

/** The Marked For Removal screen's data: the reported items in the chosen order, and the two decisions. */
export function useFoodReports() {
  const [sort, setSort] = useState<TableSort>(DEFAULT_FOOD_REPORT_SORT);
  const [reports, setReports] = useState<FoodReport[] | null>(null);
  const [loading, setLoading] = useState(true);
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    let current = true;
    setLoading(true);
    getFoodReports({ ...WHOLE_LIST, order_by: sort.id as GetFoodReportsOrderBy, order_type: sort.desc ? 'desc' : 'asc' })
      .then((response) => {
        if (current) setReports(response.food_reports);
      })
      .catch((error: unknown) => {
        if (current) toast.error(apiErrorMessage(error, 'Failed to get Food Reports'));
      })
      .finally(() => {
        if (current) setLoading(false);
      });
    return () => {
      current = false;
    };
  }, [sort, reloads]);

  const reload = useCallback(() => setReloads((count) => count + 1), []);

  const ignore = useCallback(
    async (report: FoodReport) => {
      try {
        const response = await ignoreFoodReport(report.foodId);
        toast.success(response.message || 'Food Report Ignored Successfully');
        reload();
      } catch (error) {
        toast.error(apiErrorMessage(error, 'Failed to ignore Food Report'));
      }
    },
    [reload],
  );

  const remove = useCallback(
    async (report: FoodReport) => {
      try {
        const response = await removeReportedFood(report.foodId);
        toast.success(response.message || 'Food removed Successfully');
        reload();
      } catch (error) {
        toast.error(apiErrorMessage(error, 'Failed to remove Food'));
      }
    },
    [reload],
  );

  return { reports, loading, sort, setSort, ignore, remove };
}
