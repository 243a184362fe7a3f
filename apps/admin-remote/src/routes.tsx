import { Route, Routes } from 'react-router';
import { PlaceholderPage } from '@console/ui';
import { adminPaths } from './paths';
import { RestaurantDetailPage } from './features/restaurant-detail/restaurant-detail-page';

/** The Administration domain's screens. Titles are the spec's; the screens come with their issues. */
export function AdminRoutes() {
  return (
    <Routes>
      <Route path={adminPaths.admins} element={<PlaceholderPage title="Admins" />} />
      <Route path={adminPaths.restaurants} element={<PlaceholderPage title="Restaurants" />} />
      <Route path={adminPaths.restaurantDetail} element={<RestaurantDetailPage />} />
      <Route path={adminPaths.restaurantCategories} element={<PlaceholderPage title="Restaurant Categories" />} />
      <Route path={adminPaths.manageItems} element={<PlaceholderPage title="Marked For Removal" />} />
      <Route path={adminPaths.restaurantMerger} element={<PlaceholderPage title="Restaurant Merger" />} />
      <Route path={adminPaths.importCsv} element={<PlaceholderPage title="Import CSV" />} />
    </Routes>
  );
}
