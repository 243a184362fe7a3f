import fastifyPlugin from 'fastify-plugin';
import { dealHandlers } from './deal-handlers';
import { dealBulkHandlers } from './deal-bulk';

/** Deals, the owners' and the administrators', and their bulk calls. */
export const dealRoutes = fastifyPlugin(
  async (app) => {
    const { db, now } = app;
    app.contractHandlers.add(dealHandlers({ db, now }));
    app.contractHandlers.add(dealBulkHandlers({ db, now }));
  },
  { name: 'deals', dependencies: ['contract-handlers'], decorators: { fastify: ['db', 'now'] } },
);
