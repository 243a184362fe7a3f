import type { Database } from '../db/database';

/**
 * Guessing passwords: an address with 10 failed sign-ins in 15 minutes is refused (429) until the
 * oldest of them is 15 minutes old, whatever password comes next. Counted per address, known or not,
 * so the answer does not tell whether an account exists.
 */
export const SIGN_IN_RULES = {
  maxFailures: 10,
  windowMinutes: 15,
} as const;

const MINUTE = 60_000;

export function createSignInThrottle(deps: { db: Database; now: () => Date }) {
  const windowStart = () => new Date(deps.now().getTime() - SIGN_IN_RULES.windowMinutes * MINUTE);

  return {
    async isLocked(email: string): Promise<boolean> {
      const [{ count }] = await deps.db.query<{ count: number }>(
        'SELECT count(*) AS count FROM sign_in_failures WHERE email_address = $1 AND failed_at > $2',
        [email, windowStart()],
      );
      return count >= SIGN_IN_RULES.maxFailures;
    },

    async recordFailure(email: string): Promise<void> {
      const now = deps.now();
      await deps.db.query('INSERT INTO sign_in_failures (email_address, failed_at) VALUES ($1, $2)', [email, now]);
      await deps.db.query('DELETE FROM sign_in_failures WHERE failed_at < $1', [new Date(now.getTime() - 24 * 60 * MINUTE)]);
    },

    async clear(email: string): Promise<void> {
      await deps.db.query('DELETE FROM sign_in_failures WHERE email_address = $1', [email]);
    },
  };
}
