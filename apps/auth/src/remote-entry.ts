import { createDomainLifecycles } from '@console/remote-contract';
import { AuthRoutes } from './routes';

/** The one module this remote exposes: the Sign-in domain as single-spa parcel lifecycles. */
export const { bootstrap, mount, unmount, update } = createDomainLifecycles(AuthRoutes);
