import fastifyPlugin from 'fastify-plugin';
import { activityActionHandlers } from './activity-action-handlers';

/** The kinds of event the Activity screens' "What" filter offers the caller. */
export const activityActionRoutes = fastifyPlugin(
  async (app) => {
    app.contractHandlers.add(activityActionHandlers());
  },
  { name: 'activity', dependencies: ['contract-handlers'] },
);
