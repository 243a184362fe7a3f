import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import type { Queryable } from '../db/database';
import { tooManyRequests } from '../http/api-error';
import { remoteLoadMessages } from './remote-load-messages';
import { networkOf } from '../http/client-network';

/** Reports each client network (an address, an IPv6 /64) may send per minute, unless buildApi is told otherwise. */
export const DEFAULT_REPORTS_PER_MINUTE = 120;
/** The largest report body: a 500-character error of 4-byte characters and the other fields fit. */
export const REPORT_BODY_LIMIT = 4 * 1024;
/** After a minute without reports a bucket is full again, so its row can go. */
const FORGET_AFTER_MS = 60_000;

/** The tokens in the stored bucket now: what it held, plus the refill since, at most a full bucket. */
const REFILLED = `LEAST($2::float8, b.tokens + GREATEST(0, EXTRACT(EPOCH FROM ($3::timestamptz - b.refilled_at)))::float8 * $2::float8 / 60)`;

/*
 * One statement per report, so concurrent reports through any API process queue on the row and each
 * sees the tokens the previous one left: a new address starts with a full bucket less one; a known one
 * gets its refill, and a token is taken when there is one.
 */
const TAKE = `
  INSERT INTO remote_load_rate_buckets AS b (address, tokens, refilled_at, granted)
  VALUES ($1, $2::float8 - 1, $3, true)
  ON CONFLICT (address) DO UPDATE SET
    tokens = CASE WHEN ${REFILLED} >= 1 THEN ${REFILLED} - 1 ELSE ${REFILLED} END,
    granted = ${REFILLED} >= 1,
    refilled_at = GREATEST(b.refilled_at, $3)
  RETURNING granted`;

/**
 * A token bucket per client address, shared by every API process through the database
 * (remote_load_rate_buckets, migration 008): `perMinute` tokens at most, refilled continuously at
 * `perMinute` a minute, one taken per report.
 */
export function createReportRateLimit({ db, perMinute, now }: { db: Queryable; perMinute: number; now: () => Date }) {
  return {
    /** Takes a token for the address; false when its bucket is empty. */
    async take(address: string): Promise<boolean> {
      const at = now();
      const [{ granted }] = await db.query<{ granted: boolean }>(TAKE, [address, perMinute, at]);
      await db.query(
        `DELETE FROM remote_load_rate_buckets
          WHERE address IN (SELECT address FROM remote_load_rate_buckets WHERE refilled_at < $1 LIMIT 100)`,
        [new Date(at.getTime() - FORGET_AFTER_MS)],
      );
      return granted;
    },
  };
}

/**
 * The report route's protections, attached when the contract's routes are registered (so this runs
 * before registerContractRoutes): the small body limit, and the rate limit as its first onRequest
 * hook, before the body is read or validated. The client is `request.ip`: the socket's address, or
 * behind a proxy the address the proxies trusted by API_TRUST_PROXY (Fastify's trustProxy) forwarded,
 * so a forged X-Forwarded-For never opens a fresh bucket.
 */
export function protectReportRoute(
  app: FastifyInstance,
  options: { db: Queryable; operationId: string; perMinute: number; now: () => Date },
): void {
  const limit = createReportRateLimit(options);
  const refuseWhenTooMany: onRequestHookHandler = async (request) => {
    if (!(await limit.take(networkOf(request.ip)))) throw tooManyRequests(remoteLoadMessages.tooMany);
  };
  app.addHook('onRoute', (route) => {
    if (route.config?.operationId !== options.operationId) return;
    route.bodyLimit = REPORT_BODY_LIMIT;
    const existing = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [refuseWhenTooMany, ...existing];
  });
}
