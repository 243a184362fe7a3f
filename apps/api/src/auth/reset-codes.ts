import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db/database';
import { createAttemptCounters } from './attempt-counters';
import { createBackoffCounters, type Backoff } from './backoff-counters';

/**
 * Forgot-password codes: 6 digits (spec §9), valid 15 minutes, one use, 5 wrong tries. Requests and
 * tries are counted per (address, client network), so nobody can keep the owner from a fresh code:
 * 5 requests per 15 minutes; after 5 wrong codes from a network it waits 1 s, then twice as long after
 * each (up to 15 minutes), forgotten after an hour. A new code requested from that network starts a
 * new allowance for it. One network is held to 100 attempts an hour anyway (sign-in-throttle.ts
 * CLIENT_RULES), so it guesses at most that many of the million codes.
 */
export const RESET_CODE_RULES = {
  digits: 6,
  ttlMinutes: 15,
  maxWrongAttempts: 5,
  /** Requests per address and network per window, known address or not. */
  maxRequests: 5,
  requestWindowMinutes: 15,
  freeWrongCodes: 5,
  firstDelaySeconds: 1,
  maxDelayMinutes: 15,
  forgetMinutes: 60,
} as const;

const MINUTE = 60_000;
const REQUEST_LIMIT = { max: RESET_CODE_RULES.maxRequests, windowMs: RESET_CODE_RULES.requestWindowMinutes * MINUTE };
const GUESS_BACKOFF: Backoff = {
  freeFailures: RESET_CODE_RULES.freeWrongCodes,
  firstDelayMs: RESET_CODE_RULES.firstDelaySeconds * 1000,
  maxDelayMs: RESET_CODE_RULES.maxDelayMinutes * MINUTE,
  forgetMs: RESET_CODE_RULES.forgetMinutes * MINUTE,
};

export function createResetCodes(deps: { db: Queryable; secret: string; now: () => Date }) {
  const counters = createAttemptCounters(deps);
  const backoff = createBackoffCounters(deps);
  const guessKey = (email: string, network: string) => `reset-code:${email}:${network}`;
  // Only an HMAC is stored: a leaked table does not give out working codes.
  const hashCode = (userId: number, code: string) =>
    createHmac('sha256', deps.secret).update(`reset-code:${userId}:${code}`).digest('base64url');

  return {
    /** Reserves one code request for the (normalized) address from the network; false when it asked too often recently. */
    async allowRequest(email: string, network: string, db: Queryable = deps.db): Promise<boolean> {
      return (await counters.take(`reset-request:${email}:${network}`, REQUEST_LIMIT, db)) !== undefined;
    },

    /** Takes one code try of the network for the address (known or not, so the answer tells nothing), or tells how long it waits. */
    takeGuess: (email: string, network: string) => backoff.take(guessKey(email, network), GUESS_BACKOFF),
    /** The right code, or a new code asked for from the network: its wrong tries are forgotten. */
    forgetGuesses: (email: string, network: string) => backoff.clear(guessKey(email, network)),

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
