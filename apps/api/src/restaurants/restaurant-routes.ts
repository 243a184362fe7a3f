import fastifyPlugin from 'fastify-plugin';
import { restaurantHandlers } from './restaurant-handlers';
import { restaurantExportHandlers } from './restaurant-export';
import { addressExportHandlers } from './address-export';
import { restaurantBulkHandlers } from './restaurant-bulk';
import { mergeHandlers } from './merge-handlers';
import { restaurantFormHandlers } from './restaurant-form-handlers';

/** Restaurant accounts: reads and writes, the account and address exports, bulk calls, merge and the form calls. */
export const restaurantRoutes = fastifyPlugin(
  async (app) => {
    const { db, imageStore, mailer, passwordCost, now, ifMatchPolicy } = app;
    app.contractHandlers.add(restaurantHandlers({ db, imageStore, mailer, passwordCost, now }));
    app.contractHandlers.add(restaurantExportHandlers({ db, now }));
    app.contractHandlers.add(addressExportHandlers({ db, now }));
    app.contractHandlers.add(restaurantBulkHandlers({ db }));
    app.contractHandlers.add(mergeHandlers({ db, imageStore, ifMatchPolicy }));
    app.contractHandlers.add(restaurantFormHandlers({ db, imageStore, mailer }));
  },
  {
    name: 'restaurants',
    dependencies: ['contract-handlers'],
    decorators: { fastify: ['db', 'imageStore', 'mailer', 'passwordCost', 'now', 'ifMatchPolicy'] },
  },
);
