import { createDomainLifecycles } from '@console/remote-domain';
import { dealsFirstReads } from './features/deals/deals-first-reads';
import { DealsRoutes } from './routes';

/** The one module this remote exposes: the Deals domain as single-spa parcel lifecycles. */
export const { bootstrap, mount, unmount, update, contractVersion, prefetch } = createDomainLifecycles(DealsRoutes, {
  firstReads: { deals: dealsFirstReads },
});
