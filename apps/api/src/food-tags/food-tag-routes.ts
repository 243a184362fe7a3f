import fastifyPlugin from 'fastify-plugin';
import { foodTagHandlers } from './food-tag-handlers';

/** The food tag vocabulary. */
export const foodTagRoutes = fastifyPlugin(
  async (app) => {
    const { db } = app;
    app.contractHandlers.add(foodTagHandlers({ db }));
  },
  { name: 'food-tags', dependencies: ['contract-handlers'], decorators: { fastify: ['db'] } },
);
