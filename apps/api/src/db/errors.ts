/** PostgreSQL's unique_violation (both engines put the SQLSTATE in `code`). */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/**
 * Why a call failed for want of a database rather than because of itself: the server cannot be reached
 * or is going away ('unavailable'), or a statement ran out of time ('timeout'). Both answer 503
 * (http/error-handling.ts); the pool connects again by itself once the server is back.
 */
export type DatabaseTrouble = 'unavailable' | 'timeout';

/** Socket errors of reaching the server (a connection refused while it restarts, a dead peer, DNS). */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/**
 * SQLSTATEs: admin_shutdown (pg_ctl stop), crash_shutdown, cannot_connect_now (starting or stopping),
 * too_many_connections; class 08 is every connection_exception.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** query_canceled (statement_timeout), idle_in_transaction_session_timeout. */
const TIMEOUT_SQLSTATES = new Set(['57014', '25P03']);
/** node-postgres and pg-pool say these without a code. */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/, // unexpectedly, or due to connection timeout
  /^timeout exceeded when trying to connect$/, // pg-pool: no connection, new or free, within connectionTimeoutMillis
  /^Client has encountered a connection error and is not queryable$/,
  /^Cannot use a pool after calling end on the pool$/, // a call racing the shutdown
];
const TIMEOUT_MESSAGES = [/^Query read timeout$/]; // query_timeout: no answer at all (a dead network)

/** How a failed PostgreSQL call is classified (postgres-database.ts marks its errors with it). */
export function classifyDatabaseError(error: unknown): DatabaseTrouble | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (UNREACHABLE_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return 'unavailable';
    if (TIMEOUT_SQLSTATES.has(code)) return 'timeout';
  }
  if (typeof message === 'string') {
    if (UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return 'unavailable';
    if (TIMEOUT_MESSAGES.some((pattern) => pattern.test(message))) return 'timeout';
  }
  // Node tries every address of a host name ('localhost': ::1 and 127.0.0.1) and reports them together.
  if (error instanceof AggregateError) {
    const troubles = error.errors.map(classifyDatabaseError);
    return troubles.includes('unavailable') ? 'unavailable' : troubles.find(Boolean);
  }
  return undefined;
}

const TROUBLE = Symbol('databaseTrouble');

/**
 * Marks an error thrown by the database layer with its trouble, so the error handler answers 503 only
 * for what the database threw (an SMTP server refusing a connection is not the database being down).
 */
export function markDatabaseTrouble<T>(error: T): T {
  const trouble = classifyDatabaseError(error);
  if (trouble) Object.defineProperty(error, TROUBLE, { value: trouble });
  return error;
}

export function databaseTrouble(error: unknown): DatabaseTrouble | undefined {
  return typeof error === 'object' && error !== null ? (error as { [TROUBLE]?: DatabaseTrouble })[TROUBLE] : undefined;
}
