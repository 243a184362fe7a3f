import fastifyPlugin from 'fastify-plugin';
import { notificationHandlers } from './notification-handlers';
import { notificationExportHandlers } from './notification-export';

/** Notifications to app users and their list export. */
export const notificationRoutes = fastifyPlugin(
  async (app) => {
    const { db, now } = app;
    app.contractHandlers.add(notificationHandlers({ db }));
    app.contractHandlers.add(notificationExportHandlers({ db, now }));
  },
  { name: 'notifications', dependencies: ['contract-handlers'], decorators: { fastify: ['db', 'now'] } },
);
