import { createDomainLifecycles } from '@console/remote-domain';
import { notificationsFirstReads } from './features/notifications/notifications-first-reads';
import { NotificationsRoutes } from './routes';

/** The one module this remote exposes: the Notifications domain as single-spa parcel lifecycles. */
export const { bootstrap, mount, unmount, update, contractVersion, prefetch } = createDomainLifecycles(NotificationsRoutes, {
  firstReads: { notifications: notificationsFirstReads },
});
