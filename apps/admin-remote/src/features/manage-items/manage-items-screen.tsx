import { useNavigate } from 'react-router';
import type { FoodReport } from '@console/api-client';
import { adminHref } from '../../paths';
import { ManageItemsPage } from './manage-items-page';
import { useFoodReports } from './use-food-reports';

/** /dashboard/manage-items: the page over its data hook; the pencil opens the item's restaurant on its menu tab. */
export function ManageItemsScreen() {
  const { reports, loading, sort, setSort, ignore, remove } = useFoodReports();
  const navigate = useNavigate();

  const edit = (report: FoodReport) => void navigate(adminHref.restaurantDetail(report.restaurantId), { state: { activeTab: 'menu-tab' } });

  return (
    <ManageItemsPage
      reports={reports}
      loading={loading}
      sort={sort}
      onSortChange={setSort}
      onEdit={edit}
      onIgnore={ignore}
      onRemove={remove}
    />
  );
}
