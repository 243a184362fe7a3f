import fastifyPlugin from 'fastify-plugin';
import { geoHandlers } from './geo-handlers';

/** Address suggestions from the embedded US gazetteer. */
export const geoRoutes = fastifyPlugin(
  async (app) => {
    app.contractHandlers.add(geoHandlers());
  },
  { name: 'geo', dependencies: ['contract-handlers'] },
);
