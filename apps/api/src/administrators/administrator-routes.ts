import fastifyPlugin from 'fastify-plugin';
import { administratorHandlers } from './administrator-handlers';
import { administratorExportHandlers } from './administrator-export';

/** The Admins screen's calls and its list export. */
export const administratorRoutes = fastifyPlugin(
  async (app) => {
    const { db, passwordCost, now } = app;
    app.contractHandlers.add(administratorHandlers({ db, passwordCost }));
    app.contractHandlers.add(administratorExportHandlers({ db, now }));
  },
  { name: 'administrators', dependencies: ['contract-handlers'], decorators: { fastify: ['db', 'passwordCost', 'now'] } },
);
