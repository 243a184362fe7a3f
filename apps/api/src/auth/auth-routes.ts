import fastifyPlugin from 'fastify-plugin';
import { authHandlers } from './auth-handlers';

/** Sign-in, sessions, password resets and the signed-in person's own account. */
export const authRoutes = fastifyPlugin(
  async (app) => {
    const { db, tokenSigner, mailer, now, sessionLifetimes, tokenSecret, imageStore, passwordCost } = app;
    app.contractHandlers.add(
      authHandlers({
        db,
        signer: tokenSigner,
        mailer,
        now,
        ...sessionLifetimes,
        secret: tokenSecret,
        imageStore,
        passwordCost,
      }),
    );
  },
  {
    name: 'auth',
    dependencies: ['contract-handlers'],
    decorators: { fastify: ['db', 'tokenSigner', 'mailer', 'now', 'sessionLifetimes', 'tokenSecret', 'imageStore', 'passwordCost'] },
  },
);
