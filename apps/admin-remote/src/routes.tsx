import { Route, Routes } from 'react-router';
import { adminPaths } from './paths';
import { RestaurantDetailPage } from './features/restaurant-detail/restaurant-detail-page';
import { RestaurantsPage } from './features/restaurants/restaurants-page';
import { AddRestaurantDialog } from './features/add-restaurant/add-restaurant-dialog';
import { RestaurantMergerPage } from './features/restaurant-merger/restaurant-merger-page';
import { AdminsScreen } from './features/admins/admins-screen';
import { RestaurantCategoriesScreen } from './features/restaurant-categories/restaurant-categories-screen';
import { ManageItemsScreen } from './features/manage-items/manage-items-screen';
import { ImportCsvScreen } from './features/import-csv/import-csv-screen';

/** The Administration domain's screens. Titles are the spec's; the screens come with their issues. */
export function AdminRoutes() {
  return (
    <Routes>
      <Route path={adminPaths.admins} element={<AdminsScreen />} />
      <Route path={adminPaths.restaurants} element={<RestaurantsPage AddRestaurantDialog={AddRestaurantDialog} />} />
      <Route path={adminPaths.restaurantDetail} element={<RestaurantDetailPage />} />
      <Route path={adminPaths.restaurantCategories} element={<RestaurantCategoriesScreen />} />
      <Route path={adminPaths.manageItems} element={<ManageItemsScreen />} />
      <Route path={adminPaths.restaurantMerger} element={<RestaurantMergerPage />} />
      <Route path={adminPaths.importCsv} element={<ImportCsvScreen />} />
    </Routes>
  );
}
