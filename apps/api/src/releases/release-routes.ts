import fastifyPlugin from 'fastify-plugin';
import { releaseHandlers } from './release-handlers';

/** The release state: /deployment.json and the release tool's and Releases screen's calls. */
export const releaseRoutes = fastifyPlugin(
  async (app) => {
    const { db, now, environmentManifest } = app;
    app.contractHandlers.add(releaseHandlers({ db, now, environmentManifest: () => environmentManifest }));
  },
  { name: 'releases', dependencies: ['contract-handlers'], decorators: { fastify: ['db', 'now', 'environmentManifest'] } },
);
