import type { Queryable } from '../db/database';

/** Failures of one (account, network) pair: a few free, then a wait that doubles with each one, capped. */
export interface Backoff {
  freeFailures: number;
  firstDelayMs: number;
  maxDelayMs: number;
  /** The pair's failures are forgotten this long after its last attempt. */
  forgetMs: number;
}

/** A refusal: how long until the next attempt is taken, and whether it is the first of its window. */
export interface Refusal {
  retryAfterMs: number;
  firstOfWindow: boolean;
}

/*
 * One statement, as a fixed window is taken in attempt-counters.ts: an attempt is refused while
 * blocked_until is ahead; otherwise it counts, and the n-th attempt from freeFailures on blocks the
 * next for firstDelay × 2^(n − freeFailures), capped (the exponent too, so no count overflows). It is taken before the work, so concurrent attempts of
 * one pair queue on the row and all but the allowed ones find it blocked.
 */
const TAKE_WITH_BACKOFF = `
  WITH rule AS (SELECT $3::timestamptz AS now, $4::int AS free, $5::float8 AS first_ms, $6::float8 AS max_ms)
  INSERT INTO auth_attempt_counters AS c (counter_key, attempts, expires_at, blocked_until)
  SELECT $1, 1, $2, CASE WHEN free <= 1 THEN now + make_interval(secs => least(max_ms, first_ms) / 1000) END FROM rule
  ON CONFLICT (counter_key) DO UPDATE
    SET attempts = CASE WHEN c.expires_at <= $3 THEN 1 ELSE c.attempts + 1 END,
        expires_at = excluded.expires_at,
        blocked_until = CASE WHEN (CASE WHEN c.expires_at <= $3 THEN 1 ELSE c.attempts + 1 END) >= $4
          THEN $3::timestamptz + make_interval(secs => least($6::float8,
            $5::float8 * power(2, least(40, (CASE WHEN c.expires_at <= $3 THEN 1 ELSE c.attempts + 1 END) - $4))) / 1000) END
    WHERE c.expires_at <= $3 OR c.blocked_until IS NULL OR c.blocked_until <= $3
  RETURNING attempts`;

/** Counts one more under the key in a fixed window, with no cap (a count that slows, never refuses by itself). */
const COUNT = `
  INSERT INTO auth_attempt_counters AS c (counter_key, attempts, expires_at)
  VALUES ($1, 1, $2)
  ON CONFLICT (counter_key) DO UPDATE
    SET attempts = CASE WHEN c.expires_at <= $3 THEN 1 ELSE c.attempts + 1 END,
        blocked_until = CASE WHEN c.expires_at <= $3 THEN NULL ELSE c.blocked_until END,
        expires_at = CASE WHEN c.expires_at <= $3 THEN excluded.expires_at ELSE c.expires_at END
  RETURNING attempts`;

const CLEAR_OVER = `DELETE FROM auth_attempt_counters
  WHERE counter_key IN (SELECT counter_key FROM auth_attempt_counters WHERE expires_at <= $1 LIMIT 100)`;

/**
 * Waits that grow with each failure, and counts that slow rather than refuse, kept as rows of
 * auth_attempt_counters (blocked_until and reported_until, migration 041) beside the fixed windows of
 * attempt-counters.ts, so every API process waits alike.
 */
export function createBackoffCounters(deps: { db: Queryable; now: () => Date }) {
  const { db } = deps;

  /** True once per window `until` (a refusal's or a count's): the refusal that is reported. */
  async function firstRefusal(key: string, until: Date): Promise<boolean> {
    const rows = await db.query(
      'UPDATE auth_attempt_counters SET reported_until = $2 WHERE counter_key = $1 AND reported_until IS DISTINCT FROM $2 RETURNING 1',
      [key, until],
    );
    return rows.length > 0;
  }

  async function refusalOf(key: string, now: Date): Promise<Refusal> {
    const [row] = await db.query<{ blockedUntil: Date | null }>(
      'SELECT blocked_until AS "blockedUntil" FROM auth_attempt_counters WHERE counter_key = $1',
      [key],
    );
    // Cleared meanwhile (the right password): a second is as good an answer as any.
    const until = row?.blockedUntil ?? new Date(now.getTime() + 1000);
    return { retryAfterMs: Math.max(1, until.getTime() - now.getTime()), firstOfWindow: await firstRefusal(key, until) };
  }

  return {
    /** Takes an attempt under the pair's key, or tells how long it waits. */
    async take(key: string, backoff: Backoff): Promise<Refusal | undefined> {
      const now = deps.now();
      const [row] = await db.query<{ attempts: number }>(TAKE_WITH_BACKOFF, [
        key,
        new Date(now.getTime() + backoff.forgetMs),
        now,
        backoff.freeFailures,
        backoff.firstDelayMs,
        backoff.maxDelayMs,
      ]);
      // The wait is measured from after the refusal: a call that queued behind the one that set it
      // would otherwise count its queueing as waiting still to come.
      if (!row) return refusalOf(key, deps.now());
      if (row.attempts === 1) await db.query(CLEAR_OVER, [now]);
      return undefined;
    },

    /** How many attempts the key holds in its current window (0 when none). */
    async attemptsOf(key: string): Promise<number> {
      const [row] = await db.query<{ attempts: number }>(
        'SELECT attempts FROM auth_attempt_counters WHERE counter_key = $1 AND expires_at > $2',
        [key, deps.now()],
      );
      return row?.attempts ?? 0;
    },

    /** Counts one more under the key in a window of `windowMs`. */
    async count(key: string, windowMs: number): Promise<void> {
      const now = deps.now();
      const [row] = await db.query<{ attempts: number }>(COUNT, [key, new Date(now.getTime() + windowMs), now]);
      if (row?.attempts === 1) await db.query(CLEAR_OVER, [now]);
    },

    /**
     * Past `ceiling` in the key's window, one caller per `spacingMs` goes on: the slot is taken in one
     * statement, so concurrent callers cannot share it. Undefined when the caller goes on.
     */
    async takeSlot(key: string, ceiling: number, spacingMs: number): Promise<Refusal | undefined> {
      const now = deps.now();
      const taken = await db.query(
        `UPDATE auth_attempt_counters SET blocked_until = $2::timestamptz + make_interval(secs => $4::float8 / 1000)
          WHERE counter_key = $1 AND expires_at > $2 AND attempts >= $3 AND (blocked_until IS NULL OR blocked_until <= $2)
          RETURNING 1`,
        [key, now, ceiling, spacingMs],
      );
      if (taken.length > 0) return undefined;
      const [row] = await db.query<{ attempts: number; blockedUntil: Date | null; expiresAt: Date }>(
        `SELECT attempts, blocked_until AS "blockedUntil", expires_at AS "expiresAt"
           FROM auth_attempt_counters WHERE counter_key = $1 AND expires_at > $2`,
        [key, now],
      );
      if (!row || row.attempts < ceiling || !row.blockedUntil || row.blockedUntil <= now) return undefined;
      // One report per window of the count (an hour), however many callers are slowed in it.
      return {
        retryAfterMs: Math.max(1, row.blockedUntil.getTime() - now.getTime()),
        firstOfWindow: await firstRefusal(key, row.expiresAt),
      };
    },

    /** Forgets the key. */
    async clear(key: string): Promise<void> {
      await db.query('DELETE FROM auth_attempt_counters WHERE counter_key = $1', [key]);
    },
  };
}
