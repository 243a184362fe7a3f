import { createDomainLifecycles } from '@console/remote-domain';
import { RestaurantRoutes } from './routes';

/** The one module this remote exposes: the Restaurant profile domain as single-spa parcel lifecycles. */
export const { bootstrap, mount, unmount, update, contractVersion } = createDomainLifecycles(RestaurantRoutes);
