import fastifyPlugin from 'fastify-plugin';
import { foodReportHandlers } from './food-report-handlers';
import { foodReportExportHandlers } from './food-report-export';
import { foodReportBulkHandlers } from './food-report-bulk';

/** Menu items reported by app users, their export and bulk calls. */
export const foodReportRoutes = fastifyPlugin(
  async (app) => {
    const { db, now } = app;
    app.contractHandlers.add(foodReportHandlers({ db, now }));
    app.contractHandlers.add(foodReportExportHandlers({ db, now }));
    app.contractHandlers.add(foodReportBulkHandlers({ db, now }));
  },
  { name: 'food-reports', dependencies: ['contract-handlers'], decorators: { fastify: ['db', 'now'] } },
);
