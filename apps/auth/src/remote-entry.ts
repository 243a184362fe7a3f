import { createPublicDomainLifecycles } from '@console/remote-domain';
import { AuthRoutes } from './routes';

/** The one module this remote exposes: the Sign-in domain (public screens, no query cache) as parcel lifecycles. */
export const { bootstrap, mount, unmount, update, contractVersion } = createPublicDomainLifecycles(AuthRoutes);
