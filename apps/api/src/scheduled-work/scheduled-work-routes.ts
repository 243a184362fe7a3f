import fastifyPlugin from 'fastify-plugin';
import { scheduledWorkHandlers } from './scheduled-work-handlers';

/** Every scheduled job, with this host's period and what the runs of all hosts say of it. */
export const scheduledWorkRoutes = fastifyPlugin(
  async (app) => {
    const { db, now, scheduledWorkOnHost } = app;
    app.contractHandlers.add(scheduledWorkHandlers({ db, now, onHost: scheduledWorkOnHost }));
  },
  { name: 'scheduled-work', dependencies: ['contract-handlers'], decorators: { fastify: ['db', 'now', 'scheduledWorkOnHost'] } },
);
