import fastifyPlugin from 'fastify-plugin';
import { csvImportHandlers } from './csv-import-handlers';

/** Restaurants and menu items imported from CSV. */
export const csvImportRoutes = fastifyPlugin(
  async (app) => {
    const { db, passwordCost } = app;
    app.contractHandlers.add(csvImportHandlers({ db, passwordCost }));
  },
  { name: 'csv-imports', dependencies: ['contract-handlers'], decorators: { fastify: ['db', 'passwordCost'] } },
);
