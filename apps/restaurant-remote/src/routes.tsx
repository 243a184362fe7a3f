import type { ComponentType } from 'react';
import type { ScreenKeysOf } from '@console/remote-contract';
import { ScreenRoutes } from '@console/remote-domain';
import { RestaurantLocationsScreen } from './features/restaurant-locations/restaurant-locations-screen';
import { restaurantPaths } from './paths';

/** The Restaurant profile domain's screens (spec §2, owners), one per console map key of this remote. */
const SCREENS: Record<ScreenKeysOf<'restaurant'>, ComponentType> = {
  restaurantLocations: RestaurantLocationsScreen,
};

export function RestaurantRoutes() {
  return <ScreenRoutes screens={SCREENS} paths={restaurantPaths} />;
}
