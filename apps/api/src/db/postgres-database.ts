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
    query: queryOn(pool),
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
      return withClient(async (client) => {
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
    },
    async close() {
      await pool.end();
    },
  };
}
