import { Route, Routes } from 'react-router';
import { RestaurantLocationsScreen } from './features/restaurant-locations/restaurant-locations-screen';
import { restaurantPaths } from './paths';

/** The Restaurant profile domain's screens (spec §2, owners). */
export function RestaurantRoutes() {
  return (
    <Routes>
      <Route path={restaurantPaths.restaurantLocations} element={<RestaurantLocationsScreen />} />
    </Routes>
  );
}
