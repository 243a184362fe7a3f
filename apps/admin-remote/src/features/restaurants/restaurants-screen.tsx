import { useMemo, useState } from 'react';
import { useRowSelection } from '@console/ui';
import { useNavigate } from 'react-router';
import { adminHref } from '../../paths';
import { useListReferrer } from '../../shared/list-referrer';
import { useRestaurantAccess } from '../../shared/restaurant-access';
import { AddRestaurantDialog } from './add-restaurant-dialog';
import { RestaurantsPage } from './restaurants-page';
import { useCreateRestaurantAccount } from './use-create-restaurant';
import { useRestaurantCategoryOptions } from './use-restaurant-category-options';
import { useRestaurants } from './use-restaurants';
import { useRestaurantBulkStatus } from './use-restaurant-bulk-status';

/** /dashboard/restaurant: the Restaurants page and its Add New Restaurant Account popup over their data hooks. */
export function RestaurantsScreen() {
  const navigate = useNavigate();
  const restaurants = useRestaurants();
  const toggleAccess = useRestaurantAccess();
  // The list's whole URL (search, sort, status): the detail's back arrow returns to it as it was.
  const referrer = useListReferrer();
  const [adding, setAdding] = useState(false);
  const categories = useRestaurantCategoryOptions(adding);
  const createRestaurant = useCreateRestaurantAccount();
  const rowIds = useMemo(() => restaurants.rows?.map((account) => String(account.restaurant.restaurantId)) ?? [], [restaurants.rows]);
  // The whole list is loaded (spec §7), so the header's page is every matching restaurant.
  const selection = useRowSelection({ pageIds: rowIds, total: rowIds.length, resetKey: JSON.stringify(restaurants.matching) });
  const changeStatus = useRestaurantBulkStatus(restaurants.matching);
  return (
    <RestaurantsPage
      {...restaurants}
      selection={selection}
      onBulkChangeStatus={(status) => changeStatus(selection.bulkSelection(), status)}
      onOpen={(account) => navigate(adminHref.restaurantDetail(account.restaurant.restaurantId), { state: referrer })}
      onToggleAccess={toggleAccess}
      onAdd={() => setAdding(true)}
      popup={
        adding ? (
          <AddRestaurantDialog
            categoryOptions={categories.options}
            categoriesLoading={categories.loading}
            onCreate={createRestaurant}
            onClose={() => setAdding(false)}
          />
        ) : null
      }
    />
  );
}
