import type { Queryable } from '../db/database';

export interface AttemptLimit {
  max: number;
  windowMs: number;
}

/** A reserved attempt: its key and the window it counts in, so giving it back touches only that window. */
export interface Attempt {
  key: string;
  expiresAt: Date;
}

/*
 * One statement, so concurrent reservations through any API process queue on the row's lock and each
 * sees the count the previous one left. A window that is over starts again at 1; otherwise the count
 * goes up only while it is under the limit, and a refusal updates nothing, so RETURNING gives no row.
 */
const TAKE = `
  INSERT INTO auth_attempt_counters AS c (counter_key, attempts, expires_at)
  VALUES ($1, 1, $2)
  ON CONFLICT (counter_key) DO UPDATE
    SET attempts = CASE WHEN c.expires_at <= $3 THEN 1 ELSE c.attempts + 1 END,
        expires_at = CASE WHEN c.expires_at <= $3 THEN excluded.expires_at ELSE c.expires_at END
    WHERE c.expires_at <= $3 OR c.attempts < $4
  RETURNING attempts, expires_at AS "expiresAt"`;

/**
 * Fixed-window attempt counters kept as rows (auth_attempt_counters, migration 010), so every API
 * process counts alike: an attempt is reserved before the work it guards (a password check, a code
 * check, a mail), and given back or forgotten when that work succeeds.
 */
export function createAttemptCounters(deps: { db: Queryable; now: () => Date }) {
  return {
    /** Reserves an attempt under `key`; undefined when its window already holds `limit.max`. */
    async take(key: string, limit: AttemptLimit, db: Queryable = deps.db): Promise<Attempt | undefined> {
      const now = deps.now();
      const [row] = await db.query<{ attempts: number; expiresAt: Date }>(TAKE, [
        key,
        new Date(now.getTime() + limit.windowMs),
        now,
        limit.max,
      ]);
      if (!row) return undefined;
      // A new window is the moment to clear rows whose windows are over: once per key and window.
      if (row.attempts === 1) {
        await db.query(
          `DELETE FROM auth_attempt_counters
            WHERE counter_key IN (SELECT counter_key FROM auth_attempt_counters WHERE expires_at <= $1 LIMIT 100)`,
          [now],
        );
      }
      return { key, expiresAt: row.expiresAt };
    },

    /** Gives a reserved attempt back (the work succeeded), if its window is still the current one. */
    async release(attempt: Attempt): Promise<void> {
      await deps.db.query(
        'UPDATE auth_attempt_counters SET attempts = attempts - 1 WHERE counter_key = $1 AND expires_at = $2 AND attempts > 0',
        [attempt.key, attempt.expiresAt],
      );
    },

    /** Forgets every attempt under the key. */
    async clear(key: string): Promise<void> {
      await deps.db.query('DELETE FROM auth_attempt_counters WHERE counter_key = $1', [key]);
    },
  };
}

export type AttemptCounters = ReturnType<typeof createAttemptCounters>;
