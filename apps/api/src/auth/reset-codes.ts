import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db/database';
import { createAttemptCounters, type Attempt } from './attempt-counters';

/** Forgot-password codes: 6 digits (spec §9), valid 15 minutes, one use, 5 wrong tries. */
export const RESET_CODE_RULES = {
  digits: 6,
  ttlMinutes: 15,
  maxWrongAttempts: 5,
  /** Requests per address per window, known address or not. */
  maxRequests: 5,
  requestWindowMinutes: 15,
  /**
   * Wrong codes per address a day, over all its codes: without it, 5 codes of 5 tries every 15 minutes
   * give 480 guesses a day, endlessly. Past it even the right code is refused until the day is over.
   */
  maxWrongCodesPerDay: 20,
} as const;

const MINUTE = 60_000;
const REQUEST_LIMIT = { max: RESET_CODE_RULES.maxRequests, windowMs: RESET_CODE_RULES.requestWindowMinutes * MINUTE };
const GUESS_LIMIT = { max: RESET_CODE_RULES.maxWrongCodesPerDay, windowMs: 24 * 60 * MINUTE };

export function createResetCodes(deps: { db: Queryable; secret: string; now: () => Date }) {
  const counters = createAttemptCounters(deps);
  // Only an HMAC is stored: a leaked table does not give out working codes.
  const hashCode = (userId: number, code: string) =>
    createHmac('sha256', deps.secret).update(`reset-code:${userId}:${code}`).digest('base64url');

  return {
    /** Reserves one code request for the (normalized) address; false when it asked too often recently. */
    async allowRequest(email: string, db: Queryable = deps.db): Promise<boolean> {
      return (await counters.take(`reset-request:${email}`, REQUEST_LIMIT, db)) !== undefined;
    },

    /** Reserves one code try for the address (known or not, so the answer tells nothing); undefined past the daily cap. */
    takeGuess: (email: string) => counters.take(`reset-code:${email}`, GUESS_LIMIT),
    /** The right code: that try was no guess. */
    releaseGuess: (attempt: Attempt) => counters.release(attempt),

    /** A new code for the user, in the caller's transaction; earlier codes stop working. */
    async issue(tx: Queryable, userId: number): Promise<string> {
      const code = String(randomInt(0, 10 ** RESET_CODE_RULES.digits)).padStart(RESET_CODE_RULES.digits, '0');
      const now = deps.now();
      await tx.query(
        'UPDATE password_reset_codes SET invalidated_at = $2 WHERE user_id = $1 AND used_at IS NULL AND invalidated_at IS NULL',
        [userId, now],
      );
      await tx.query('INSERT INTO password_reset_codes (user_id, code_hash, created_at, expires_at) VALUES ($1, $2, $3, $4)', [
        userId,
        hashCode(userId, code),
        now,
        new Date(now.getTime() + RESET_CODE_RULES.ttlMinutes * MINUTE),
      ]);
      return code;
    },

    /** Uses up the user's open code when it matches; counts a wrong try otherwise. */
    async consume(tx: Queryable, userId: number, code: string): Promise<boolean> {
      const now = deps.now();
      const [open] = await tx.query<{ resetCodeId: number; codeHash: string }>(
        `SELECT reset_code_id AS "resetCodeId", code_hash AS "codeHash"
           FROM password_reset_codes
          WHERE user_id = $1 AND used_at IS NULL AND invalidated_at IS NULL AND expires_at > $2
          ORDER BY created_at DESC, reset_code_id DESC
          LIMIT 1
          FOR UPDATE`,
        [userId, now],
      );
      if (!open) return false;
      const expected = Buffer.from(open.codeHash);
      const actual = Buffer.from(hashCode(userId, code));
      if (expected.length === actual.length && timingSafeEqual(expected, actual)) {
        await tx.query('UPDATE password_reset_codes SET used_at = $2 WHERE reset_code_id = $1', [open.resetCodeId, now]);
        return true;
      }
      await tx.query(
        `UPDATE password_reset_codes
            SET failed_attempts = failed_attempts + 1,
                invalidated_at = CASE WHEN failed_attempts + 1 >= $3 THEN $2::timestamptz END
          WHERE reset_code_id = $1`,
        [open.resetCodeId, now, RESET_CODE_RULES.maxWrongAttempts],
      );
      return false;
    },
  };
}

export type ResetCodes = ReturnType<typeof createResetCodes>;
