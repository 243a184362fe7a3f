import { createHmac } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { sessionTokenOf } from '../auth/session-cookie';
import { findSessionUser } from '../auth/sessions';
import type { TokenSigner } from '../auth/tokens';
import type { Queryable } from '../db/database';
import { networkOf } from '../http/client-network';
import { REPORT_RETENTION_DAYS } from './remote-load-actions';

/** Visitor keys one client network may count as distinct people per retention window. */
export const VISITORS_PER_NETWORK = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

/*
 * One atomic upsert per report with a visitor key: the key is counted when the network already counts
 * it, or has room for one more; a network's set starts again once it is older than the retention.
 * Concurrent reports from one network queue on its row, so none can slip past the cap.
 */
const ADMIT = `
  INSERT INTO remote_load_visitors AS v (network, visitors, first_seen)
  VALUES ($1, ARRAY[$2::text], $3)
  ON CONFLICT (network) DO UPDATE SET
    visitors = CASE
      WHEN v.first_seen < $4 THEN ARRAY[$2::text]
      WHEN $2::text = ANY (v.visitors) OR cardinality(v.visitors) >= $5::int THEN v.visitors
      ELSE v.visitors || $2::text END,
    first_seen = CASE WHEN v.first_seen < $4 THEN $3 ELSE v.first_seen END
  RETURNING $2::text = ANY (visitors) AS admitted`;

/**
 * Who sent a report, as the person the summary counts (stored with the report as `reporter`): the
 * signed-in user when the report carries a valid session (Bearer header or session cookie), else its visitor key when the client's network
 * may count it, else the network. Kept only as an HMAC under the token secret.
 */
export function createReporters(deps: { db: Queryable; signer: TokenSigner; secret: string; now: () => Date }) {
  const hash = (text: string) =>
    createHmac('sha256', deps.secret).update(`remote-load-reporter\u0000${text}`).digest('base64url').slice(0, 32);

  async function signedInUser(request: FastifyRequest, at: Date): Promise<number | undefined> {
    // The Bearer header or the session cookie (a same-site beacon carries the cookie).
    const token = sessionTokenOf(request)?.token;
    if (!token) return undefined;
    const check = deps.signer.verify(token, at);
    if (check.status !== 'valid') return undefined;
    const user = await findSessionUser(deps.db, check.claims.jti, Number(check.claims.sub), at);
    return user?.userId;
  }

  async function admitted(network: string, visitor: string, at: Date): Promise<boolean> {
    const windowStart = new Date(at.getTime() - REPORT_RETENTION_DAYS * DAY_MS);
    const [row] = await deps.db.query<{ admitted: boolean }>(ADMIT, [network, visitor, at, windowStart, VISITORS_PER_NETWORK]);
    await deps.db.query(
      `DELETE FROM remote_load_visitors WHERE network IN (SELECT network FROM remote_load_visitors WHERE first_seen < $1 LIMIT 100)`,
      [windowStart],
    );
    return row.admitted;
  }

  return {
    /** The signed-in user of the request as a reporter (`u:` and a keyed hash), when its session is valid. */
    async signedIn(request: FastifyRequest): Promise<string | undefined> {
      const userId = await signedInUser(request, deps.now());
      return userId === undefined ? undefined : `u:${hash(`user:${userId}`)}`;
    },

    /** The reporter of a report: `u:`, `v:` or `a:` and a keyed hash. */
    async of(request: FastifyRequest, visitorKey: string | undefined): Promise<string> {
      const at = deps.now();
      const userId = await signedInUser(request, at);
      if (userId !== undefined) return `u:${hash(`user:${userId}`)}`;
      const network = hash(`network:${networkOf(request.ip)}`);
      if (visitorKey !== undefined) {
        const visitor = hash(`visitor:${visitorKey}`);
        if (await admitted(network, visitor, at)) return `v:${visitor}`;
      }
      return `a:${network}`;
    },
  };
}
