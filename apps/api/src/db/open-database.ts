import type { Database } from './database';
import { openPgliteDatabase } from './pglite-database';
import { openPostgresDatabase, type DatabaseTimeouts } from './postgres-database';

/**
 * PostgreSQL when a URL is given (a pool of databasePoolSize connections, with databaseTimeouts when
 * given), else PGlite in dataDir (in-process: nothing to connect to, and one statement at a time).
 */
export async function openDatabase(config: {
  databaseUrl?: string;
  dataDir: string;
  databasePoolSize?: number;
  databaseTimeouts?: DatabaseTimeouts;
}): Promise<Database> {
  if (config.databaseUrl)
    return openPostgresDatabase(config.databaseUrl, { max: config.databasePoolSize, timeouts: config.databaseTimeouts });
  return openPgliteDatabase({ dataDir: config.dataDir });
}

/**
 * Runs start-up work (migrations, the seed, and on PostgreSQL the wait for another process's under the
 * start-up lock) without the statement timeouts, which bound a call, not a migration: on PostgreSQL
 * through a small pool of its own that keeps only the connect timeout; PGlite has none, so `db` itself.
 */
export async function withStartupDatabase<T>(
  db: Database,
  config: { databaseUrl?: string; databaseTimeouts?: DatabaseTimeouts },
  work: (setup: Database) => Promise<T>,
): Promise<T> {
  if (!config.databaseUrl) return work(db);
  const connectMs = config.databaseTimeouts?.connectMs ?? 0;
  const setup = openPostgresDatabase(config.databaseUrl, { max: 2, timeouts: { connectMs, statementMs: 0, idleInTransactionMs: 0 } });
  try {
    return await work(setup);
  } finally {
    await setup.close();
  }
}
