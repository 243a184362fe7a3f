import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useRowSelection } from '@console/ui';
import type { FoodReport } from '@console/api-client';
import { adminHref } from '../../paths';
import { useListReferrer } from '../../shared/list-referrer';
import { ManageItemsPage } from './manage-items-page';
import { useFoodReports } from './use-food-reports';
import { useFoodReportBulk } from './use-food-report-bulk';

/**
 * /dashboard/manage-items: the page over its data hook. The pencil opens the item's restaurant on its
 * Menu tab with the item shown (`?item=`: the menu opens its section and highlights it); the detail's
 * back arrow returns here in the same order.
 */
export function ManageItemsScreen() {
  const { reports, loading, failure, sort, setSort, ignore, remove, exportCsv } = useFoodReports();
  const navigate = useNavigate();
  const referrer = useListReferrer();
  const rowIds = useMemo(() => reports?.map((report) => String(report.foodId)) ?? [], [reports]);
  // The whole list is loaded (spec §9) and has no filter: the page is every reported item, and nothing resets it.
  const selection = useRowSelection({ pageIds: rowIds, total: rowIds.length, resetKey: '' });
  const bulk = useFoodReportBulk();

  const edit = (report: FoodReport) => void navigate(adminHref.restaurantMenuItem(report.restaurantId, report.foodId), { state: referrer });

  return (
    <ManageItemsPage
      reports={reports}
      loading={loading}
      failure={failure}
      sort={sort}
      onSortChange={setSort}
      referrer={referrer}
      onEdit={edit}
      onIgnore={ignore}
      onRemove={remove}
      exportCsv={exportCsv}
      selection={selection}
      onIgnoreSelected={() => bulk.ignoreMany(selection.bulkSelection())}
      onRemoveSelected={() => bulk.removeMany(selection.bulkSelection())}
    />
  );
}
