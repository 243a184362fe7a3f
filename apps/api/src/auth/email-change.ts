import { normaliseEmail } from '@console/rules';
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../db/database';
import type { Mailer } from '../mail/mailer';
import { logSecurityEvent } from './security-events';
import { revokeUserSessions } from './sessions';

export interface EmailChange {
  userId: number;
  previousEmail: string;
  newEmail: string;
  /** Sessions the change ended. */
  revokedSessions: number;
}

/**
 * Sets an account's sign-in email (normalized) in the caller's transaction. When it really changes (more
 * than its case), the account's other sessions end: whoever changed it keeps theirs (keepSessionId),
 * anyone else signs in again, with the new address.
 */
export async function changeSignInEmail(
  tx: Queryable,
  userId: number,
  newEmail: string,
  keepSessionId?: string,
): Promise<EmailChange | undefined> {
  const [current] = await tx.query<{ email: string | null }>('SELECT email_address AS email FROM users WHERE user_id = $1 FOR UPDATE', [
    userId,
  ]);
  await tx.query('UPDATE users SET email_address = $2, updated_at = now() WHERE user_id = $1', [userId, newEmail]);
  if (!current?.email || normaliseEmail(current.email) === newEmail) return undefined;
  const revokedSessions = await revokeUserSessions(tx, userId, keepSessionId);
  return { userId, previousEmail: current.email, newEmail, revokedSessions };
}

/**
 * After the change is committed: logged, and the previous address is told, so the owner of a taken-over
 * account hears of it where the attacker cannot read. A mail that fails is logged; the change stands.
 */
export async function announceEmailChange(
  deps: { mailer: Mailer; log: FastifyBaseLogger },
  change: EmailChange,
  byUserId: number,
): Promise<void> {
  const { userId, previousEmail, newEmail, revokedSessions } = change;
  logSecurityEvent(deps.log, 'email.changed', { userId, previousEmail, email: newEmail, ...(byUserId !== userId ? { byUserId } : {}) });
  logSecurityEvent(deps.log, 'sessions.revoked', { userId, sessions: revokedSessions, reason: 'email changed' });
  try {
    await deps.mailer.send({
      to: previousEmail,
      subject: 'Your sign-in email was changed',
      text:
        `The email address you sign in to Restaurant Console with was changed from ${previousEmail} to ${newEmail}, ` +
        'and every other session of the account was signed out.\n\n' +
        'If you did not ask for this change, contact your administrator at once.',
    });
  } catch (error) {
    deps.log.error({ err: error, event: 'email.changed' }, 'the previous address could not be told of the email change');
  }
}
