import fastifyPlugin from 'fastify-plugin';
import { activityReadHandlers } from './activity-read-handlers';

/** The activity trail's reads and export. */
export const activityReadRoutes = fastifyPlugin(
  async (app) => {
    const { db, now, tokenSecret } = app;
    app.contractHandlers.add(activityReadHandlers({ db, now, secret: tokenSecret }));
  },
  { name: 'activity-reads', dependencies: ['contract-handlers'], decorators: { fastify: ['db', 'now', 'tokenSecret'] } },
);
