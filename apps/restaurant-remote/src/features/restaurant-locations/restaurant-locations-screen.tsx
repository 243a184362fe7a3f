import { useSearchParams } from 'react-router';
import { RestaurantHistoryScreen } from './restaurant-history';
import { RestaurantLocationsPage } from './restaurant-locations-page';
import { restaurantScope } from '@console/remote-contract';
import { useOwnAccount, useRestaurantAccount, useRestaurantCategoryOptions } from './use-restaurant-account';
import { useRestaurantLocations } from './use-restaurant-locations';

/**
 * /dashboard/restaurant-locations for the owner, and the admin restaurant detail's Restaurant Locations
 * tab (`restaurantId` given): one screen over the owner calls or their admin twins.
 */
export function RestaurantLocationsScreen({ restaurantId }: { restaurantId?: number }) {
  const [params, setParams] = useSearchParams();
  // The owner's History is a view of this page (its sidebar entry stays current); the tab has none.
  if (restaurantId === undefined && params.get('view') === 'history') return <RestaurantHistoryScreen />;
  return (
    <LocationsScreen
      restaurantId={restaurantId}
      onShowHistory={restaurantId === undefined ? () => setParams({ view: 'history' }, { preventScrollReset: true }) : undefined}
    />
  );
}

function LocationsScreen({ restaurantId, onShowHistory }: { restaurantId?: number; onShowHistory?: () => void }) {
  const scope = restaurantScope(restaurantId);
  const account = useRestaurantAccount(scope);
  const categories = useRestaurantCategoryOptions();
  const locations = useRestaurantLocations(scope);
  const ownAccount = useOwnAccount();
  return (
    <RestaurantLocationsPage
      placement={restaurantId === undefined ? 'page' : 'tab'}
      account={account}
      categories={categories}
      list={locations.list}
      loading={locations.loading}
      failure={locations.failure}
      search={locations.search}
      onSearchChange={locations.setSearch}
      page={locations.page}
      onPageChange={locations.setPage}
      exportCsv={locations.exportCsv}
      onSaveLocation={locations.save}
      onDeleteLocation={locations.remove}
      onSaveProfile={account.saveProfile}
      onRemoveImage={account.removeImage}
      ownAccount={restaurantId === undefined ? ownAccount : undefined}
      onShowHistory={onShowHistory}
    />
  );
}
