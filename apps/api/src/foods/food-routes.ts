import fastifyPlugin from 'fastify-plugin';
import { foodHandlers } from './food-handlers';
import { foodExportHandlers } from './food-export';
import { foodBulkHandlers } from './food-bulk';

/** Menus: food items and menu categories, the menu export and the bulk calls. */
export const foodRoutes = fastifyPlugin(
  async (app) => {
    const { db, imageStore, now } = app;
    app.contractHandlers.add(foodHandlers({ db, imageStore, now }));
    app.contractHandlers.add(foodExportHandlers({ db, now }));
    app.contractHandlers.add(foodBulkHandlers({ db, imageStore, now }));
  },
  { name: 'foods', dependencies: ['contract-handlers'], decorators: { fastify: ['db', 'imageStore', 'now'] } },
);
