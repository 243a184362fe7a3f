import { ConfigError } from './config-error';
import type { DatabaseTimeouts } from './db/postgres-database';

/** How long the API waits for the database, for a client, and for itself to stop (apps/api/README.md). */
export interface TimeoutSettings {
  /** DATABASE_CONNECT_TIMEOUT, DATABASE_STATEMENT_TIMEOUT, DATABASE_IDLE_IN_TRANSACTION_TIMEOUT (PostgreSQL only). */
  databaseTimeouts: DatabaseTimeouts;
  /** API_REQUEST_TIMEOUT: the longest a client may take to send a whole request; 0 for none. */
  requestTimeoutMs: number;
  /** API_SHUTDOWN_TIMEOUT: after SIGTERM, requests in flight get this long before the process exits anyway. */
  shutdownTimeoutMs: number;
  /** API_DRAIN_DELAY: after SIGTERM, how long the API still serves while failing readiness, before it closes. */
  drainMs: number;
}

export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = {
  // Also the longest wait for a free pooled connection: past it the call answers 503 instead of queueing on.
  connectMs: 5_000,
  statementMs: 30_000,
  idleInTransactionMs: 60_000,
};
export const DEFAULT_REQUEST_TIMEOUT_MS = 60_000;
export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 10_000;
/**
 * In production, longer than a balancer takes to see a host fail readiness (deploy/haproxy-site.mjs:
 * two failed checks a second apart); elsewhere no balancer waits, so a stop is at once.
 */
export const DEFAULT_DRAIN_MS = { production: 5_000, other: 0 };

export function readTimeoutSettings(env: NodeJS.ProcessEnv): TimeoutSettings {
  return {
    databaseTimeouts: {
      connectMs: readDuration(env, 'DATABASE_CONNECT_TIMEOUT', DEFAULT_DATABASE_TIMEOUTS.connectMs, { zero: false }),
      statementMs: readDuration(env, 'DATABASE_STATEMENT_TIMEOUT', DEFAULT_DATABASE_TIMEOUTS.statementMs, { zero: true }),
      idleInTransactionMs: readDuration(env, 'DATABASE_IDLE_IN_TRANSACTION_TIMEOUT', DEFAULT_DATABASE_TIMEOUTS.idleInTransactionMs, {
        zero: true,
      }),
    },
    requestTimeoutMs: readDuration(env, 'API_REQUEST_TIMEOUT', DEFAULT_REQUEST_TIMEOUT_MS, { zero: true }),
    shutdownTimeoutMs: readDuration(env, 'API_SHUTDOWN_TIMEOUT', DEFAULT_SHUTDOWN_TIMEOUT_MS, { zero: false }),
    drainMs: readDuration(env, 'API_DRAIN_DELAY', DEFAULT_DRAIN_MS[env.NODE_ENV === 'production' ? 'production' : 'other'], {
      zero: true,
    }),
  };
}

/** Timers beyond this fire at once (setTimeout's 32-bit limit); a day is more than any of these needs. */
const MAX_MS = 24 * 3600 * 1000;
const UNIT_MS = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 } as const;

/**
 * '500ms', '30s', '2m', '1h'; '0' where it means none. A plain number is refused: PostgreSQL reads it as
 * milliseconds, API_TOKEN_TTL as seconds, and a guess either way is off by a thousand.
 */
function readDuration(env: NodeJS.ProcessEnv, name: string, fallback: number, options: { zero: boolean }): number {
  const text = env[name]?.trim();
  if (!text) return fallback;
  if (options.zero && text === '0') return 0;
  const match = /^(\d+)\s*(ms|s|m|h)$/i.exec(text);
  const ms = match ? Number(match[1]) * UNIT_MS[match[2].toLowerCase() as keyof typeof UNIT_MS] : NaN;
  if (!(ms > 0 && ms <= MAX_MS)) {
    const zero = options.zero ? ' (0 for none)' : '';
    throw new ConfigError(`${name} must be a duration like 30s, 500ms or 2m, at most 24h${zero}: ${env[name]}`);
  }
  return ms;
}

/** Fastify's limits on a client's connection, from API_REQUEST_TIMEOUT (0: none). */
export function serverTimeouts(requestTimeoutMs = DEFAULT_REQUEST_TIMEOUT_MS) {
  return {
    // A client sending its request slower than this (one byte at a time, to hold a socket) gets a 408.
    requestTimeout: requestTimeoutMs,
    // A connection silent for twice that in the middle of an exchange (a client no longer reading) is closed.
    connectionTimeout: requestTimeoutMs * 2,
    // Longer than load balancers' usual idle timeout (60 s): the balancer closes an idle connection first,
    // never sending a request on one the API is closing.
    keepAliveTimeout: 72_000,
  };
}
