import { buildApi } from './app';
import { resolveTokenSecret } from './auth/token-secret';
import { ConfigError, readApiEnvironment } from './config';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open-database';
import { createImageStore } from './images/create-image-store';
import { sweepUnreferencedImages } from './images/image-cleanup';
import type { ImageStore } from './images/image-store';
import { createSmtpMailer } from './mail/mailer';
import { seedIfEmpty } from './seed/seed-database';

/** Stored images no row references are swept at start-up and then daily, once they are an hour old. */
const SWEEP_EVERY_MS = 24 * 60 * 60 * 1000;
const SWEEP_AFTER_MS = 60 * 60 * 1000;

/** Starts the API from the environment (apps/api/README.md lists the variables). */
async function main(): Promise<void> {
  const started = performance.now();
  const env = readApiEnvironment();
  const elapsed = () => Math.round(performance.now() - started);

  const db = await openDatabase(env);
  const databaseMs = elapsed();
  let app: Awaited<ReturnType<typeof buildApi>>;
  let migrations: string[];
  let seed: Awaited<ReturnType<typeof seedIfEmpty>>;
  let imageStore: ImageStore;
  try {
    migrations = await migrate(db);
    seed = await seedIfEmpty(db);
    const tokenSecret = await resolveTokenSecret(db, env.tokenSecret);
    imageStore = await createImageStore(env);
    app = await buildApi({
      db,
      tokenSecret,
      tokenTtlSeconds: env.tokenTtlSeconds,
      mailer: env.smtpUrl ? createSmtpMailer(env.smtpUrl, env.mailFrom) : undefined,
      logger: { level: env.logLevel },
      corsOrigins: env.corsOrigins,
      nodeEnv: env.nodeEnv,
      imageStore,
    });
    await app.listen({ port: env.port, host: env.host });
  } catch (error) {
    // Close PGlite cleanly even when start-up fails (a bad contract, a busy port).
    await db.close().catch(() => undefined);
    throw error;
  }

  app.log.info(
    {
      database: env.databaseUrl ? 'postgres (DATABASE_URL)' : `pglite ${env.dataDir}`,
      migrationsApplied: migrations,
      seeded: seed ?? false,
      images: env.imageStorage === 'filesystem' ? `files in ${env.imageDir}, served as ${env.imagePublicUrl}<key>` : 'data URLs (inline)',
      startupMs: { database: databaseMs, ready: elapsed() },
    },
    'API ready',
  );
  if (!env.tokenSecret) app.log.warn('API_TOKEN_SECRET is not set: using the secret kept in the database settings');
  if (!env.smtpUrl) {
    app.log.warn(
      env.nodeEnv === 'production'
        ? 'SMTP_URL is not set: verification codes are only stored in the dev_outbox table'
        : 'SMTP_URL is not set: verification codes go to GET /__dev/outbox',
    );
  }

  const sweep = () =>
    sweepUnreferencedImages(db, imageStore, new Date(Date.now() - SWEEP_AFTER_MS))
      .then((removed) => removed > 0 && app.log.info({ removed }, 'removed stored images no row references'))
      .catch((error: unknown) => app.log.error({ err: error }, 'sweeping stored images failed'));
  void sweep();
  const sweeper = setInterval(() => void sweep(), SWEEP_EVERY_MS);
  sweeper.unref();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing`);
    clearInterval(sweeper);
    // PGlite must close cleanly or its data folder may need recovery at the next start.
    await app.close().catch((error) => app.log.error(error));
    await db.close().catch((error) => app.log.error(error));
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? `Cannot start the API: ${error.message}` : error);
  process.exit(1);
});
