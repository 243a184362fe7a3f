import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db/database';

/** How long a page may send signals under one token; the shell asks for a fresh one when it runs out. */
export const PAGE_TOKEN_TTL_MS = 30 * 60_000;
/** Versions a remote counts per day: a day of rollouts (stable and canary), redeployments and rollbacks, with room. */
export const VERSIONS_PER_REMOTE_PER_DAY = 24;
const DAY_MS = 24 * 60 * 60_000;

/** One release a page loaded, as the deployment it loaded named it. */
export interface PageRelease {
  remote: string;
  version: string;
  canary: boolean;
}

/** What a page token says: its page, the one person its views count for, the releases it loaded, until when. */
export interface PageClaims {
  page: string;
  person: string;
  releases: PageRelease[];
  expiresAt: number;
}

/*
 * A version is counted when its remote already counts it, or has room for one more this day; the set
 * starts again a day after it began. One upsert on the remote's row, so simultaneous requests queue.
 */
const ADMIT_VERSION = `
  INSERT INTO release_signal_versions AS r (remote, versions, since)
  VALUES ($1, ARRAY[$2::text], $3)
  ON CONFLICT (remote) DO UPDATE SET
    versions = CASE
      WHEN r.since < $4 THEN ARRAY[$2::text]
      WHEN $2::text = ANY (r.versions) OR cardinality(r.versions) >= $5::int THEN r.versions
      ELSE r.versions || $2::text END,
    since = CASE WHEN r.since < $4 THEN $3 ELSE r.since END
  RETURNING $2::text = ANY (versions) AS admitted`;

/**
 * Page tokens: a page's claims and an HMAC-SHA256 of them under the token secret (under their own
 * label, so no other token of the API is one), as `claims.mac` in base64url.
 */
export function pageTokens(deps: { db: Queryable; secret: string; now: () => Date }) {
  const mac = (text: string) => createHmac('sha256', deps.secret).update(`release-signal-page\u0000${text}`).digest();

  return {
    /** Whether each release's version may be counted for its remote (false for the first that may not). */
    async admitVersions(releases: readonly PageRelease[]): Promise<boolean> {
      const at = deps.now();
      const since = new Date(at.getTime() - DAY_MS);
      for (const { remote, version } of new Map(
        releases.map((release) => [`${release.remote}\u0000${release.version}`, release]),
      ).values()) {
        const [row] = await deps.db.query<{ admitted: boolean }>(ADMIT_VERSION, [remote, version, at, since, VERSIONS_PER_REMOTE_PER_DAY]);
        if (!row.admitted) return false;
      }
      return true;
    },

    issue(person: string, releases: readonly PageRelease[]): { token: string; expiresAt: Date } {
      const expiresAt = new Date(deps.now().getTime() + PAGE_TOKEN_TTL_MS);
      const claims = {
        p: randomBytes(12).toString('base64url'),
        n: person,
        r: releases.map(({ remote, version, canary }) => [remote, version, canary]),
        e: expiresAt.getTime(),
      };
      const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
      return { token: `${body}.${mac(body).toString('base64url')}`, expiresAt };
    },

    /** The token's claims when it is ours and not expired, else undefined. */
    verify(token: string): PageClaims | undefined {
      const [body, signature, extra] = token.split('.');
      if (!body || !signature || extra !== undefined) return undefined;
      const expected = mac(body);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as {
        p: string;
        n: string;
        r: [string, string, boolean][];
        e: number;
      };
      if (claims.e <= deps.now().getTime()) return undefined;
      return {
        page: claims.p,
        person: claims.n,
        releases: claims.r.map(([remote, version, canary]) => ({ remote, version, canary })),
        expiresAt: claims.e,
      };
    },
  };
}
