/** The one way the API talks to PostgreSQL, whether it is PGlite (WASM, in-process) or a real server. */
export type Row = Record<string, unknown>;

export interface QueryOptions {
  /**
   * Keep the statement prepared on each connection (PostgreSQL: parsed and planned once per connection,
   * then only bound and run). For a statement of fixed text run on most requests (the session's read),
   * whose planning costs the server more than running it; PGlite runs it as any other.
   */
  prepared?: boolean;
}

export interface Queryable {
  /** One statement with $1…$n parameters; returns the rows (empty for statements without rows). */
  query<T = Row>(sql: string, params?: readonly unknown[], options?: QueryOptions): Promise<T[]>;
}

export interface TransactionOptions {
  /** Transaction-local settings (names with a dot, as custom settings must have). */
  settings?: Readonly<Record<string, string>>;
}

export interface Database extends Queryable {
  readonly engine: 'pglite' | 'postgres';
  /** Several statements without parameters (migration files). */
  exec(sql: string): Promise<void>;
  /**
   * Runs fn in one transaction: COMMIT when it resolves, ROLLBACK when it throws. `settings` are set
   * transaction-local (set_config(name, value, true)) as the transaction begins, with the BEGIN itself
   * where the engine allows: the audit trail's context (activity/recording-database.ts).
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>, options?: TransactionOptions): Promise<T>;
  close(): Promise<void>;
  /** PostgreSQL only: this process's pool right now (metrics/api-metrics.ts); PGlite has one session, no pool. */
  poolStats?(): { total: number; idle: number; waiting: number };
}

/*
 * Both engines return the same JavaScript values:
 * int8 (count(*), bigint) → number, numeric → string ('12.50'), date → 'yyyy-MM-dd',
 * timestamptz → Date, jsonb → parsed value, arrays → arrays.
 */
export const TYPE_OIDS = { int8: 20, date: 1082 } as const;

export function parseInt8(value: string): number {
  return Number(value);
}

export function keepDateText(value: string): string {
  return value;
}
