import { createHash } from 'node:crypto';
import pg from 'pg';
import { TYPE_OIDS, keepDateText, parseInt8, type Database, type Queryable, type QueryOptions, type TransactionOptions } from './database';
import { classifyDatabaseError, markDatabaseTrouble } from './errors';

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

/** A prepared statement whose columns changed type under it (a migration while the process runs). */
function isStalePrepared(error: unknown): boolean {
  const { code, message } = error as { code?: string; message?: string };
  return code === '0A000' && /cached plan must not change result type/.test(message ?? '');
}

/** Prepared statements' names by text: the text's digest, so two texts never share one (node-postgres refuses that). */
const preparedNames = new Map<string, string>();
function preparedNameOf(sql: string): string {
  let name = preparedNames.get(sql);
  if (!name) {
    name = `console_${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`;
    preparedNames.set(sql, name);
  }
  return name;
}

/** Limits towards the server (timeout-settings.ts reads them from the environment); 0 is none. */
export interface DatabaseTimeouts {
  /** A new connection, or a free one from a full pool. */
  connectMs: number;
  /** statement_timeout: the server cancels a longer statement (57014). */
  statementMs: number;
  /** idle_in_transaction_session_timeout: the server ends a session left inside a transaction this long. */
  idleInTransactionMs: number;
}

/**
 * The client gives up on a statement the server never answers (a dead network, where statement_timeout
 * cannot help) this long after the server would have cancelled it.
 */
const READ_TIMEOUT_MARGIN_MS = 5_000;
/** setTimeout's largest delay: node-postgres reads a query_timeout of 0 as "use the pool's". */
const NO_READ_TIMEOUT_MS = 2_147_483_647;

/**
 * A pool of at most `max` connections (DATABASE_POOL_SIZE in config.ts). Without `timeouts` (tests, the
 * seed CLI) a statement may run as long as it needs; the API passes them (timeout-settings.ts).
 */
export function openPostgresDatabase(connectionString: string, options: { max?: number; timeouts?: DatabaseTimeouts } = {}): Database {
  const { timeouts } = options;
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? DEFAULT_DATABASE_POOL_SIZE,
    types: typeParsers as pg.CustomTypesConfig,
    // Notices a peer that vanished without closing (a host gone, a cable cut) on idle connections too.
    keepAlive: true,
    ...(timeouts && {
      connectionTimeoutMillis: timeouts.connectMs,
      // Sent in the start-up message: every connection of the pool has them, none can forget them.
      statement_timeout: timeouts.statementMs || undefined,
      idle_in_transaction_session_timeout: timeouts.idleInTransactionMs || undefined,
      query_timeout: timeouts.statementMs ? timeouts.statementMs + READ_TIMEOUT_MARGIN_MS : undefined,
    }),
  });
  // An idle client losing its connection (the server restarting) must not crash the process: the pool
  // drops it, and the next call connects again.
  pool.on('error', () => undefined);

  const fail = (error: unknown): never => {
    throw markDatabaseTrouble(error);
  };

  const queryOn =
    (target: pg.Pool | pg.PoolClient) =>
    async <T>(sql: string, params: readonly unknown[] = [], options?: QueryOptions): Promise<T[]> => {
      if (options?.prepared) return (await preparedQuery(target, sql, params)) as T[];
      const result = await target.query(sql, params as unknown[]).catch(fail);
      return result.rows as T[];
    };

  /**
   * A named statement (node-postgres parses it once per connection). A connection whose prepared copy went
   * stale (its columns changed type under it) is closed, not returned to the pool, and the call runs unprepared.
   */
  async function preparedQuery(target: pg.Pool | pg.PoolClient, sql: string, params: readonly unknown[]): Promise<unknown[]> {
    const statement = { name: preparedNameOf(sql), text: sql, values: params as unknown[] };
    if (target !== pool) return (await target.query(statement).catch(fail)).rows;
    try {
      return await withClient(async (client) => (await client.query(statement)).rows, isStalePrepared);
    } catch (error) {
      if (!isStalePrepared(error)) throw markDatabaseTrouble(error);
    }
    return (await pool.query(sql, params as unknown[]).catch(fail)).rows;
  }

  /** `alsoBroken`: errors besides a lost connection after which the connection must not be used again. */
  async function withClient<T>(fn: (client: pg.PoolClient) => Promise<T>, alsoBroken?: (error: unknown) => boolean): Promise<T> {
    const client = await pool.connect().catch(fail);
    // While checked out the pool does not listen: a connection lost between two statements of a
    // transaction would be an unhandled 'error' event, which ends the process. The statement under way
    // (or the next one) fails with it instead.
    const ignore = () => undefined;
    client.on('error', ignore);
    let broken = false;
    try {
      return await fn(client);
    } catch (error) {
      // A lost connection, or one still busy with a statement it gave up on, must not go back to the pool.
      broken =
        (classifyDatabaseError(error) !== undefined && (error as { code?: string }).code !== '57014') || Boolean(alsoBroken?.(error));
      throw error;
    } finally {
      client.removeListener('error', ignore);
      client.release(broken);
    }
  }

  return {
    engine: 'postgres',
    // A single statement outside a transaction that lost a deadlock was rolled back alone: run it again.
    query: <T>(sql: string, params?: readonly unknown[], options?: QueryOptions) =>
      retryWhenChosenAsVictim(() => queryOn(pool)<T>(sql, params, options)),
    // Migrations only: a long one (an index on a large table) must not be cut off by the statement timeouts.
    exec: (sql) =>
      withClient(async (client) => {
        try {
          if (timeouts) await client.query('SET statement_timeout = 0');
          // node-postgres reads a per-query query_timeout (lib/client.js); its types do not list it.
          await client.query({ text: sql, query_timeout: NO_READ_TIMEOUT_MS } as pg.QueryConfig);
        } catch (error) {
          await client.query('ROLLBACK').catch(() => undefined);
          throw markDatabaseTrouble(error);
        } finally {
          if (timeouts) await client.query('RESET statement_timeout').catch(() => undefined);
        }
      }),
    transaction<T>(fn: (tx: Queryable) => Promise<T>, options?: TransactionOptions) {
      const entries = Object.entries(options?.settings ?? {});
      const once = () =>
        withClient(async (client) => {
          // The settings travel with the BEGIN (one simple-query message: no extra round trip), as literals,
          // all in one SELECT (one statement the server parses and answers, whatever their number).
          const settings = entries.map(
            ([name, value]) => `set_config(${client.escapeLiteral(name)}, ${client.escapeLiteral(value)}, true)`,
          );
          await client.query(settings.length ? `BEGIN; SELECT ${settings.join(', ')};` : 'BEGIN;').catch(fail);
          try {
            const result = await fn({ query: queryOn(client) });
            await client.query('COMMIT').catch(fail);
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
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}
