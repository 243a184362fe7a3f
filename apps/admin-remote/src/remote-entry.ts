import { createDomainLifecycles } from '@console/remote-domain';
import { AdminRoutes } from './routes';

/** The one module this remote exposes: the Administration domain as single-spa parcel lifecycles. */
export const { bootstrap, mount, unmount, update, contractVersion } = createDomainLifecycles(AdminRoutes);
