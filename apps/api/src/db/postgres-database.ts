import pg from 'pg';
import { TYPE_OIDS, keepDateText, parseInt8, type Database, type Queryable } from './database';

const typeParsers = {
  getTypeParser(oid: number, format?: string) {
    if (oid === TYPE_OIDS.int8) return parseInt8;
    if (oid === TYPE_OIDS.date) return keepDateText;
    return pg.types.getTypeParser(oid, format as 'text');
  },
};

/**
 * PostgreSQL connections per API process. 10 serve 50 concurrent requests on a 2-core box: two cores run
 * two queries at once, the rest wait in the pool rather than in the server. N processes hold up to
 * N × 10, which must stay under the server's max_connections (100 by default).
 */
export const DEFAULT_DATABASE_POOL_SIZE = 10;

/** A pool of at most `max` connections (DATABASE_POOL_SIZE in config.ts). */
/** deadlock_detected, serialization_failure: PostgreSQL rolled the whole transaction back, so it can run again. */
const RETRYABLE_CODES = new Set(['40P01', '40001']);
const MAX_ATTEMPTS = 4;

/**
 * Runs a transaction again when PostgreSQL chose it as a deadlock's victim. Writers of different tables
 * can take row locks in opposite orders (a location added locks its restaurant's count, the list
 * versions of 007_data_versions are bumped per statement), which is rare but must not surface as a 500.
 */
export async function retryWhenChosenAsVictim<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= MAX_ATTEMPTS || !RETRYABLE_CODES.has((error as { code?: string }).code ?? '')) throw error;
      // A short random pause, so the two do not collide again in step.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
}

export function openPostgresDatabase(connectionString: string, options: { max?: number } = {}): Database {
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? DEFAULT_DATABASE_POOL_SIZE,
    types: typeParsers as pg.CustomTypesConfig,
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);

  const queryOn =
    (target: pg.Pool | pg.PoolClient) =>
    async <T>(sql: string, params: readonly unknown[] = []): Promise<T[]> => {
      const result = await target.query(sql, params as unknown[]);
      return result.rows as T[];
    };

  async function withClient<T>(fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    try {
      return await fn(client);
    } finally {
      client.release();
    }
  }

  return {
    engine: 'postgres',
    // A single statement outside a transaction that lost a deadlock was rolled back alone: run it again.
    query: <T>(sql: string, params?: readonly unknown[]) => retryWhenChosenAsVictim(() => queryOn(pool)<T>(sql, params)),
    exec: (sql) =>
      withClient(async (client) => {
        try {
          await client.query(sql);
        } catch (error) {
          await client.query('ROLLBACK').catch(() => undefined);
          throw error;
        }
      }),
    transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      const once = () =>
        withClient(async (client) => {
          await client.query('BEGIN');
          try {
            const result = await fn({ query: queryOn(client) });
            await client.query('COMMIT');
            return result;
          } catch (error) {
            await client.query('ROLLBACK').catch(() => undefined);
            throw error;
          }
        });
      return retryWhenChosenAsVictim(once);
    },
    async close() {
      await pool.end();
    },
  };
}
