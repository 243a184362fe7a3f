import { Route, Routes } from 'react-router';
import { PlaceholderPage } from '@console/ui';
import { restaurantPaths } from './paths';

/** The Restaurant profile domain's screens. Titles are the spec's; the screens come with their issues. */
export function RestaurantRoutes() {
  return (
    <Routes>
      <Route path={restaurantPaths.restaurantLocations} element={<PlaceholderPage title="Restaurant Locations" />} />
    </Routes>
  );
}
