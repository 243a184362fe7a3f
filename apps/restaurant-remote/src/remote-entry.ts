import { createDomainLifecycles } from '@console/remote-domain';
import { restaurantLocationsFirstReads } from './features/restaurant-locations/restaurant-locations-first-reads';
import { RestaurantRoutes } from './routes';

/** The one module this remote exposes: the Restaurant profile domain as single-spa parcel lifecycles. */
export const { bootstrap, mount, unmount, update, contractVersion, prefetch } = createDomainLifecycles(RestaurantRoutes, {
  firstReads: { restaurantLocations: restaurantLocationsFirstReads },
});
