import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Database, Queryable } from '../db/database';

/** Forgot-password codes: 6 digits (spec §9), valid 15 minutes, one use, 5 wrong tries. */
export const RESET_CODE_RULES = {
  digits: 6,
  ttlMinutes: 15,
  maxWrongAttempts: 5,
  /** Requests per address per window, known address or not. */
  maxRequests: 5,
  requestWindowMinutes: 15,
} as const;

const MINUTE = 60_000;

export function createResetCodes(deps: { db: Database; secret: string; now: () => Date }) {
  // Only an HMAC is stored: a leaked table does not give out working codes.
  const hashCode = (userId: number, code: string) =>
    createHmac('sha256', deps.secret).update(`reset-code:${userId}:${code}`).digest('base64url');

  return {
    /** Records one request for the address; false when the address asked too often recently. */
    async allowRequest(email: string): Promise<boolean> {
      const now = deps.now();
      const since = new Date(now.getTime() - RESET_CODE_RULES.requestWindowMinutes * MINUTE);
      const [{ count }] = await deps.db.query<{ count: number }>(
        'SELECT count(*) AS count FROM password_reset_requests WHERE email_address = $1 AND requested_at > $2',
        [email, since],
      );
      if (count >= RESET_CODE_RULES.maxRequests) return false;
      await deps.db.query('INSERT INTO password_reset_requests (email_address, requested_at) VALUES ($1, $2)', [email, now]);
      await deps.db.query('DELETE FROM password_reset_requests WHERE requested_at < $1', [new Date(now.getTime() - 24 * 60 * MINUTE)]);
      return true;
    },

    /** A new code for the user; earlier codes stop working. */
    async issue(userId: number): Promise<string> {
      const code = String(randomInt(0, 10 ** RESET_CODE_RULES.digits)).padStart(RESET_CODE_RULES.digits, '0');
      const now = deps.now();
      await deps.db.transaction(async (tx) => {
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
      });
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
