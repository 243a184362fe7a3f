import { Route, Routes } from 'react-router';
import { adminPaths } from './paths';
import { RestaurantDetailScreen } from './features/restaurant-detail/restaurant-detail-screen';
import { RestaurantsScreen } from './features/restaurants/restaurants-screen';
import { RestaurantMergerScreen } from './features/restaurant-merger/restaurant-merger-screen';
import { AdminsScreen } from './features/admins/admins-screen';
import { RestaurantCategoriesScreen } from './features/restaurant-categories/restaurant-categories-screen';
import { ManageItemsScreen } from './features/manage-items/manage-items-screen';
import { ImportCsvScreen } from './features/import-csv/import-csv-screen';
import { ActivityScreen } from './features/activity/activity-screen';
import { ReleasesScreen } from './features/releases/releases-screen';
import { FoodTagsScreen } from './features/food-tags/food-tags-screen';

/** The Administration domain's screens. Titles are the spec's; the screens come with their issues. */
export function AdminRoutes() {
  return (
    <Routes>
      <Route path={adminPaths.admins} element={<AdminsScreen />} />
      <Route path={adminPaths.restaurants} element={<RestaurantsScreen />} />
      <Route path={adminPaths.restaurantDetail} element={<RestaurantDetailScreen />} />
      <Route path={adminPaths.restaurantCategories} element={<RestaurantCategoriesScreen />} />
      <Route path={adminPaths.manageItems} element={<ManageItemsScreen />} />
      <Route path={adminPaths.restaurantMerger} element={<RestaurantMergerScreen />} />
      <Route path={adminPaths.importCsv} element={<ImportCsvScreen />} />
      <Route path={adminPaths.activity} element={<ActivityScreen />} />
      <Route path={adminPaths.releases} element={<ReleasesScreen />} />
      <Route path={adminPaths.foodTags} element={<FoodTagsScreen />} />
    </Routes>
  );
}
