import fastifyPlugin from 'fastify-plugin';
import { remoteLoadHandlers } from './remote-load-handlers';

/** What the shell reports about each remote load, and its summary. */
export const remoteLoadRoutes = fastifyPlugin(
  async (app) => {
    const { db, now, tokenSigner, tokenSecret } = app;
    app.contractHandlers.add(remoteLoadHandlers({ db, now, signer: tokenSigner, secret: tokenSecret }));
  },
  { name: 'remote-loads', dependencies: ['contract-handlers'], decorators: { fastify: ['db', 'now', 'tokenSigner', 'tokenSecret'] } },
);
