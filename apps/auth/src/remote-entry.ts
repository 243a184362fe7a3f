import { createDomainLifecycles } from '@console/remote-contract';
import { AuthRoutes } from './routes';

/**
 * The one module this remote exposes: the Sign-in domain as single-spa parcel lifecycles. Its calls
 * are announced one by one (announcedCall); the query cache is left to the dashboard, off the path to
 * the login screen.
 */
export const { bootstrap, mount, unmount, update } = createDomainLifecycles(AuthRoutes, { dataCache: false });
