import fastifyPlugin from 'fastify-plugin';
import { serviceTokenHandlers } from './service-token-handlers';

/** The tokens automation calls the API with (super admins make, list and revoke them). */
export const serviceTokenRoutes = fastifyPlugin(
  async (app) => {
    const { db, now } = app;
    app.contractHandlers.add(serviceTokenHandlers({ db, now }));
  },
  { name: 'service-tokens', dependencies: ['contract-handlers'], decorators: { fastify: ['db', 'now'] } },
);
