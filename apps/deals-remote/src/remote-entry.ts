import { createDomainLifecycles } from '@console/remote-domain';
import { DealsRoutes } from './routes';

/** The one module this remote exposes: the Deals domain as single-spa parcel lifecycles. */
export const { bootstrap, mount, unmount, update, contractVersion } = createDomainLifecycles(DealsRoutes);
