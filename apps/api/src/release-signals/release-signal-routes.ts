import fastifyPlugin from 'fastify-plugin';
import { releaseSignalHandlers } from './release-signal-handlers';

/** What page views saw of each remote release, and its summary. */
export const releaseSignalRoutes = fastifyPlugin(
  async (app) => {
    const { db, now, tokenSigner, tokenSecret } = app;
    app.contractHandlers.add(releaseSignalHandlers({ db, now, signer: tokenSigner, secret: tokenSecret }));
  },
  { name: 'release-signals', dependencies: ['contract-handlers'], decorators: { fastify: ['db', 'now', 'tokenSigner', 'tokenSecret'] } },
);
