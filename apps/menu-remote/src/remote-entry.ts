import { createDomainLifecycles } from '@console/remote-domain';
import { menuFirstReads } from './features/menu/menu-first-reads';
import { MenuRoutes } from './routes';

/** The one module this remote exposes: the Menu domain as single-spa parcel lifecycles. */
export const { bootstrap, mount, unmount, update, contractVersion, prefetch } = createDomainLifecycles(MenuRoutes, {
  firstReads: { menu: menuFirstReads },
});
