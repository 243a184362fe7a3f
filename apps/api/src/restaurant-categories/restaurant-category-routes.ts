import fastifyPlugin from 'fastify-plugin';
import { restaurantCategoryHandlers } from './restaurant-category-handlers';
import { restaurantCategoryExportHandlers } from './restaurant-category-export';

/** Restaurant categories (cuisines) and their list export. */
export const restaurantCategoryRoutes = fastifyPlugin(
  async (app) => {
    const { db, now } = app;
    app.contractHandlers.add(restaurantCategoryHandlers({ db }));
    app.contractHandlers.add(restaurantCategoryExportHandlers({ db, now }));
  },
  { name: 'restaurant-categories', dependencies: ['contract-handlers'], decorators: { fastify: ['db', 'now'] } },
);
