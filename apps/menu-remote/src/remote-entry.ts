import { createDomainLifecycles } from '@console/remote-domain';
import { MenuRoutes } from './routes';

/** The one module this remote exposes: the Menu domain as single-spa parcel lifecycles. */
export const { bootstrap, mount, unmount, update, contractVersion } = createDomainLifecycles(MenuRoutes);
