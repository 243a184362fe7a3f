import pino from 'pino';
import { buildApi } from './app';
import { resolveTokenSecret } from './auth/token-secret';
import type { ApiEnvironment } from './config';
import type { Database } from './db/database';
import { migrate, migrationState } from './db/migrate';
import { newerDatabaseWarning, refuseBehindDatabase } from './db/migration-check';
import { openDatabase, withStartupDatabase } from './db/open-database';
import { createDrain } from './health/drain';
import { createImageStore, describeImageStorage } from './images/create-image-store';
import type { ImageStore } from './images/image-store';
import { LIGHT_PASSWORD_COST } from './auth/password-hash';
import { chooseMailer, mailWarning } from './mail/choose-mailer';
import { seedIfEmpty, type SeedSummary } from './seed/seed-database';
import { processMetrics } from './metrics/metrics-server';
import { scheduledReleaseTick } from './scheduled-work/release-tick-job';
import { scheduledJobs } from './scheduled-work/scheduled-jobs';
import { startScheduledWork, type RunningSchedule } from './scheduled-work/start-scheduled-work';

/**
 * What a first start does to the database: migrations, the demo seed when it is empty and API_DEMO_SEED
 * asks for it (never by itself: the demo accounts have a published password), the token secret when
 * API_TOKEN_SECRET is unset. Safe when several processes do it at once (db/startup-lock.ts; the
 * secret's first writer wins).
 */
export async function prepareDatabase(
  db: Database,
  env: ApiEnvironment,
): Promise<{
  migrations: string[];
  newerMigrations: string[];
  newerDefinitions: string[];
  seed: SeedSummary | undefined;
  tokenSecret: string;
}> {
  return withStartupDatabase(db, env, async (setup) => {
    // Production migrates only by the deploy step (db/migration-check.ts); development and tests at start.
    const production = env.nodeEnv === 'production';
    if (production) await refuseBehindDatabase(setup);
    const migrations = production ? [] : await migrate(setup);
    const { unknown, newerDefinitions } = await migrationState(setup);
    const seed = env.demoSeed ? await seedIfEmpty(setup) : undefined;
    const tokenSecret = await resolveTokenSecret(setup, env.tokenSecret);
    return { migrations, newerMigrations: unknown, newerDefinitions, seed, tokenSecret };
  });
}

export interface ServeOptions {
  /** Set in a cluster worker: its number (0…N-1). The primary has prepared the database already. */
  workerIndex?: number;
}

/** Opens the database, builds the API and listens; closes both on SIGTERM or SIGINT. */
export async function serveApi(env: ApiEnvironment, options: ServeOptions = {}): Promise<void> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const inCluster = options.workerIndex !== undefined;
  const metrics = env.metrics ? processMetrics(env.metrics) : undefined;

  const db = await openDatabase(env);
  const databaseMs = elapsed();
  let app: Awaited<ReturnType<typeof buildApi>>;
  let prepared: Awaited<ReturnType<typeof prepareDatabase>>;
  let imageStore: ImageStore;
  const drain = createDrain();
  let jobs: ReturnType<typeof scheduledJobs> = [];
  try {
    prepared = inCluster
      ? {
          migrations: [],
          newerMigrations: [],
          newerDefinitions: [],
          seed: undefined,
          tokenSecret: await resolveTokenSecret(db, env.tokenSecret),
        }
      : await prepareDatabase(db, env);
    imageStore = await createImageStore(env, db);
    // The release tick and the sweeps (scheduled-work/): every process asks, the queue runs each once a period.
    jobs = scheduledJobs(env, {
      db,
      imageStore,
      auditRetentionDays: env.auditRetentionDays,
      releaseSignalsRawDays: env.releaseSignalsRawDays,
      tickReleases: scheduledReleaseTick(db),
    });
    app = await buildApi({
      db,
      metrics: metrics?.registry,
      tokenSecret: prepared.tokenSecret,
      tokenTtlSeconds: env.tokenTtlSeconds,
      sessionIdleSeconds: env.sessionIdleSeconds,
      // The app's logger, once the app exists: mail is only sent while it serves.
      mailer: chooseMailer(env, db, { warn: (...args: Parameters<typeof app.log.warn>) => app.log.warn(...args) }),
      // Written at once, not by the thread pool: a stopping process exits right after its last lines
      // ("SIGTERM: closing"), and pino's asynchronous default can lose a write still queued then.
      logger: { level: env.logLevel, stream: pino.destination({ dest: 1, sync: true }) },
      corsOrigins: env.corsOrigins,
      nodeEnv: env.nodeEnv,
      devRoutes: env.devRoutes,
      passwordCost: env.lightPasswordHashes ? LIGHT_PASSWORD_COST : undefined,
      imageStore,
      remoteLoadReportsPerMinute: env.remoteLoadReportsPerMinute,
      releaseSignalReportsPerMinute: env.releaseSignalReportsPerMinute,
      trustProxy: env.trustProxy,
      requestTimeoutMs: env.requestTimeoutMs,
      ifMatch: env.ifMatch,
      drain,
      scheduledWork: {
        runner: jobs.length === 0 ? 'none' : env.databaseUrl ? 'job-queue' : 'in-process',
        jobs: jobs.map(({ name, everySeconds }) => ({ name, everySeconds })),
      },
    });
    await app.listen({ port: env.port, host: env.host });
    // METRICS_PORT: served by this process, or by the cluster primary for all its workers.
    await metrics?.start();
  } catch (error) {
    // Close PGlite cleanly even when start-up fails (a bad contract, a busy port).
    await db.close().catch(() => undefined);
    throw error;
  }

  // From the moment it listens: a stop then (a rolling restart right after a start) is drained too,
  // not the signal's default, which ends the process mid-request without a word.
  let schedule: RunningSchedule | undefined;
  let closing = false;
  const shutdown = async (reason: string, { drainMs }: { drainMs: number }) => {
    if (closing) return;
    closing = true;
    // A request that never ends (a client stalled mid-body, a query that hangs) must not keep the process.
    setTimeout(() => {
      app.log.warn(`still closing after API_SHUTDOWN_TIMEOUT (${env.shutdownTimeoutMs} ms): exiting anyway`);
      process.exit(1);
    }, drainMs + env.shutdownTimeoutMs).unref();
    // Readiness fails from now on: a balancer stops sending here within its checks, and what it sends
    // meanwhile is still served, each connection closed after its answer (health/drain.ts).
    drain.begin();
    if (drainMs > 0) {
      app.log.info(`${reason}: not ready, still serving for API_DRAIN_DELAY (${drainMs} ms)`);
      await new Promise((resolve) => setTimeout(resolve, drainMs));
    }
    app.log.info(`${reason}: closing`);
    // Stops accepting, closes idle kept-alive connections (Fastify's forceCloseConnections: 'idle'), lets
    // requests in flight finish; PGlite must close cleanly or its data folder may need recovery at the next start.
    await app.close().catch((error) => app.log.error(error));
    // After the requests, before the database: a scheduled run under way finishes first.
    await schedule?.stop().catch((error) => app.log.error(error));
    await metrics?.close().catch((error) => app.log.error(error));
    await db.close().catch((error) => app.log.error(error));
    process.exit(0);
  };
  // SIGTERM is a supervisor's stop (systemd, a rolling restart): drained. SIGINT is a person at a terminal: at once.
  process.on('SIGINT', () => void shutdown('SIGINT', { drainMs: 0 }));
  process.on('SIGTERM', () => void shutdown('SIGTERM', { drainMs: env.drainMs }));
  // A worker whose primary is gone (killed without passing the signal on) must not linger.
  if (inCluster) process.on('disconnect', () => void shutdown('cluster primary gone', { drainMs: 0 }));

  app.log.info(
    {
      database: env.databaseUrl ? `postgres (DATABASE_URL, pool of ${env.databasePoolSize})` : `pglite ${env.dataDir}`,
      ...(inCluster ? { worker: options.workerIndex } : { migrationsApplied: prepared.migrations, seeded: prepared.seed ?? false }),
      images: describeImageStorage(env),
      startupMs: { database: databaseMs, ready: elapsed() },
    },
    'API ready',
  );
  // The cluster primary has said these once for all its workers.
  if (!inCluster) warnAboutDefaults(app.log, env, prepared.newerMigrations, prepared.newerDefinitions);

  try {
    const started = await startScheduledWork({ databaseUrl: env.databaseUrl, db, jobs, log: app.log });
    // A stop that began while the queue was starting has closed the database meanwhile, or is closing it.
    if (closing) await started.stop().catch(() => undefined);
    else schedule = started;
  } catch (error) {
    // The API still serves; the Releases screen shows the jobs' last runs ageing, the log says why.
    app.log.error({ err: error }, 'the scheduled work could not start');
  }
}

/** The warnings of a start without API_TOKEN_SECRET or SMTP_URL, or with the development routes. */
export function warnAboutDefaults(
  log: { warn(message: string): void },
  env: ApiEnvironment,
  newerMigrations: string[] = [],
  newerDefinitions: string[] = [],
): void {
  const newer = newerDatabaseWarning(newerMigrations, newerDefinitions);
  if (newer) log.warn(newer);
  if (!env.tokenSecret) log.warn('API_TOKEN_SECRET is not set: using the secret kept in the database settings');
  const mail = mailWarning(env);
  if (mail) log.warn(mail);
  if (env.devRoutes) log.warn('API_DEV_ROUTES is set: GET /__dev/outbox and /__dev/push-outbox are served (development only)');
  if (env.imageDirIgnored) {
    log.warn(
      `IMAGE_DIR is set but IMAGE_STORAGE is ${env.imageStorage}: files there are not served (admin migrate-images --from <IMAGE_DIR> moves them in)`,
    );
  }
}
