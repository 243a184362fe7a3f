import cluster, { type Worker } from 'node:cluster';
import type { ApiEnvironment } from './config';
import { openDatabase } from './db/open-database';
import { prepareDatabase, warnAboutDefaults } from './start-api';
import { serveClusterMetrics } from './metrics/metrics-server';

/** Past the workers' own API_DRAIN_DELAY and API_SHUTDOWN_TIMEOUT, the time they get to exit before they are killed. */
const KILL_AFTER_MS = 2_000;
/** PostgreSQL keeps this many connections for superusers (superuser_reserved_connections). */
const RESERVED_CONNECTIONS = 3;

/**
 * The cluster primary of API_PROCESSES=N: prepares the database once (migrations, seed, token secret),
 * forks N workers that listen on the same port (the primary hands them connections in turn), replaces a
 * worker that dies after it was serving, and passes SIGTERM/SIGINT on (each worker drains on SIGTERM:
 * start-api.ts), exiting 0 once they have closed.
 */
export async function runClusterPrimary(env: ApiEnvironment): Promise<void> {
  const log = primaryLogger(env.logLevel);
  const db = await openDatabase({ ...env, databasePoolSize: 2 });
  let newer: string[] = [];
  let newerDefinitions: string[] = [];
  try {
    const prepared = await prepareDatabase(db, env);
    const { migrations, seed } = prepared;
    newer = prepared.newerMigrations;
    newerDefinitions = prepared.newerDefinitions;
    log.info('database ready', { migrationsApplied: migrations, seeded: seed ?? false });
    const [{ max }] = await db.query<{ max: number }>(`SELECT current_setting('max_connections')::int AS max`);
    const wanted = env.processes * env.databasePoolSize;
    if (wanted > max - RESERVED_CONNECTIONS) {
      log.warn(
        `API_PROCESSES × DATABASE_POOL_SIZE = ${wanted} connections, but the server's max_connections is ${max}: lower DATABASE_POOL_SIZE or raise max_connections`,
      );
    }
  } finally {
    await db.close();
  }
  warnAboutDefaults(log, env, newer, newerDefinitions);
  // Before the workers: a METRICS_PORT in use stops the start here. The workers' series, summed, at each scrape.
  if (env.metrics) {
    await serveClusterMetrics(env.metrics);
    log.info(`metrics of the ${env.processes} workers on http://${env.metrics.host}:${env.metrics.port}/metrics`);
  }

  const live = new Set<Worker>();
  let stopping = false;
  let exitCode = 0;
  const stop = (code: number, signal: 'SIGTERM' | 'SIGINT' = 'SIGTERM') => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    if (live.size === 0) process.exit(exitCode);
    for (const worker of live) worker.process.kill(signal);
    const killAfterMs = (signal === 'SIGTERM' ? env.drainMs : 0) + env.shutdownTimeoutMs + KILL_AFTER_MS;
    setTimeout(() => {
      for (const worker of live) worker.process.kill('SIGKILL');
      process.exit(exitCode || 1);
    }, killAfterMs).unref();
  };

  const fork = (index: number) => {
    const worker = cluster.fork({ API_WORKER_INDEX: String(index) });
    let serving = false;
    live.add(worker);
    worker.on('listening', () => (serving = true));
    worker.on('exit', (code, signal) => {
      live.delete(worker);
      if (stopping) {
        if (live.size === 0) process.exit(exitCode);
      } else if (code === 0) {
        // A worker exits 0 only when told to stop: a supervisor signalled the whole process group
        // (systemd's default) and the primary's own signal may still be on its way. Stop, do not respawn.
        log.info(`worker ${index} stopped cleanly: stopping the others`);
        stop(0);
      } else if (!serving) {
        // It died starting (a busy port, a bad setting): the others would fail the same way.
        log.error(`worker ${index} exited while starting (code ${code}, signal ${signal}): stopping`);
        stop(1);
      } else {
        log.error(`worker ${index} exited (code ${code}, signal ${signal}): starting another`);
        fork(index);
      }
    });
  };
  process.on('SIGTERM', () => stop(0, 'SIGTERM'));
  process.on('SIGINT', () => stop(0, 'SIGINT'));

  for (let index = 0; index < env.processes; index++) fork(index);
  log.info(`forked ${env.processes} API workers on ${env.host}:${env.port}`);
}

const LEVELS = { debug: 20, info: 30, warn: 40, error: 50 } as const;

/** Lines shaped like the workers' pino lines (level, time, pid, msg), so one log reader reads both. */
function primaryLogger(level: string) {
  const threshold = LEVELS[level as keyof typeof LEVELS] ?? LEVELS.info;
  const write =
    (name: keyof typeof LEVELS) =>
    (msg: string, fields: Record<string, unknown> = {}) => {
      if (LEVELS[name] < threshold) return;
      process.stdout.write(
        `${JSON.stringify({ level: LEVELS[name], time: Date.now(), pid: process.pid, role: 'primary', ...fields, msg })}\n`,
      );
    };
  return { info: write('info'), warn: write('warn'), error: write('error') };
}
