import type { FastifyRequest } from 'fastify';
import { normaliseEmail, passwordChangeProblem } from '@console/rules';
import { actorOfUser, anonymousActor } from '../activity/activity-routes';
import { recordActivity } from '../activity/recording-database';
import { badRequest, tooManyRequests } from '../http/api-error';
import { networkOf } from '../http/client-network';
import type { OperationHandlers } from '../http/contract-routes';
import type { MailMessage } from '../mail/mailer';
import { requireAuth } from './access-guard';
import type { AuthContext } from './auth-context';
import { authMessages } from './auth-messages';
import { requireCurrentPassword } from './current-password';
import { hashPassword } from './password-hash';
import { RESET_CODE_RULES, createResetCodes } from './reset-codes';
import { logSecurityEvent } from './security-events';
import { revokeUserSessions } from './sessions';
import { findUserByEmail, type UserRecord } from './users';
import type { ActivityEventRecord } from '../activity/activity-events';

const SET_PASSWORD = 'UPDATE users SET password_hash = $2, need_to_change_password = false, updated_at = $3 WHERE user_id = $1';

/** A password set, in the trail: never the password or its hash, only how many other sessions it ended. */
function passwordEvent(action: string, user: UserRecord, sessionsEnded: number): ActivityEventRecord {
  return {
    action,
    actor: actorOfUser(user),
    objectType: 'Account',
    objectId: user.userId,
    objectLabel: user.emailAddress ?? '',
    aboutAdministrator: user.userType === 'Administrator',
    changes: [{ field: 'Password', after: 'changed' }, ...(sessionsEnded > 0 ? [{ field: 'Sessions ended', after: sessionsEnded }] : [])],
  };
}

/** Forgot, reset and change password (spec §5, §7 Auth). */
export function passwordHandlers(context: AuthContext): OperationHandlers {
  const { db, now, throttle, passwordCost } = context;
  const resetCodes = createResetCodes({ db, secret: context.secret, now });

  /** Sent after the answer: an SMTP round trip would tell known addresses from unknown ones. Failures are logged. */
  function sendInBackground(request: FastifyRequest, message: MailMessage): void {
    Promise.resolve()
      .then(() => context.mailer.send(message))
      .catch((error) => request.log.error({ err: error }, 'the verification code could not be sent'));
  }

  return {
    async forgotPassword(request) {
      const { body } = request;
      const email = normaliseEmail(body.emailAddress);
      await throttle.takeClient(request, 'forgotPassword');
      const network = networkOf(request.ip);
      // One transaction, known address or not: the code is written in the commit that counts the request,
      // so a known address costs no extra trip to the disk.
      const issued = await db.transaction(async (tx) => {
        if (!(await resetCodes.allowRequest(email, network, tx))) return 'refused' as const;
        const found = await findUserByEmail(tx, email);
        const known = found && found.userType === body.userType && found.emailAddress ? found : undefined;
        // Unknown addresses too: someone asking codes for them is what the security trail is for.
        await recordActivity(tx, {
          action: 'forgotPassword',
          actor: known ? actorOfUser(known) : anonymousActor(email),
          objectType: 'Account',
          objectId: known?.userId ?? null,
          objectLabel: email,
        });
        // The answer is the same whether or not the account exists, so accounts cannot be discovered.
        if (!known?.emailAddress) return undefined;
        return { userId: known.userId, to: known.emailAddress, code: await resetCodes.issue(tx, known.userId) };
      });
      // A refused request still counts against the client's network: a flood is held by its own limit.
      if (issued === 'refused') throw tooManyRequests(authMessages.tooManyCodes);
      // A new code (or, for an unknown address, the same answer) starts a new allowance of tries for this network.
      await resetCodes.forgetGuesses(email, network);
      if (issued) {
        logSecurityEvent(request.log, 'password.reset-requested', { userId: issued.userId, ip: request.ip });
        sendInBackground(request, {
          to: issued.to,
          subject: 'Your verification code',
          text:
            `Your verification code is ${issued.code}.\n\n` +
            `It expires in ${RESET_CODE_RULES.ttlMinutes} minutes and works once. ` +
            'If you did not ask to reset your password, you can ignore this email.',
          code: issued.code,
        });
      }
      return { message: authMessages.codeSent };
    },

    async resetPassword(request, reply) {
      const { body } = request;
      const problem = passwordChangeProblem(body);
      if (problem) throw badRequest(problem);
      const email = normaliseEmail(body.emailAddress);
      const ip = request.ip;
      const client = await throttle.takeClient(request, 'resetPassword');
      const network = networkOf(request.ip);
      // Counted per address and network, known or not, so a wait tells nothing about the account and
      // nobody else's tries hold the owner's. A refused try still counts against the client's network.
      const waiting = await resetCodes.takeGuess(email, network);
      if (waiting) {
        const seconds = Math.ceil(waiting.retryAfterMs / 1000);
        // One report per wait, however many tries it refuses.
        if (waiting.firstOfWindow) {
          logSecurityEvent(request.log, 'password.reset-locked', { email, ip });
          await recordActivity(db, {
            action: 'passwordResetLockedOut',
            actor: anonymousActor(email),
            objectType: 'Account',
            objectLabel: email,
          });
        }
        reply.header('retry-after', seconds);
        throw tooManyRequests(authMessages.tooManyCodeGuesses(seconds));
      }
      // The new password is hashed for unknown addresses too, so their answer takes as long.
      const [user, passwordHash] = await Promise.all([findUserByEmail(db, email), hashPassword(body.newPassword, passwordCost)]);
      // A wrong code must still count as a try, so the transaction commits and the 400 comes after.
      const revoked =
        user && user.userType === body.userType
          ? await db.transaction(async (tx) => {
              if (!(await resetCodes.consume(tx, user.userId, body.resetCode))) return undefined;
              await tx.query(SET_PASSWORD, [user.userId, passwordHash, now()]);
              const ended = await revokeUserSessions(tx, user.userId);
              await recordActivity(tx, passwordEvent('resetPassword', user, ended));
              return ended;
            })
          : undefined;
      if (!user || revoked === undefined) {
        logSecurityEvent(request.log, 'password.reset-failed', { email, userId: user?.userId, ip });
        await recordActivity(db, {
          action: 'passwordResetFailed',
          actor: user ? actorOfUser(user) : anonymousActor(email),
          objectType: 'Account',
          objectId: user?.userId ?? null,
          objectLabel: email,
        });
        throw badRequest(authMessages.invalidCode);
      }
      await resetCodes.forgetGuesses(email, network);
      await throttle.release(client);
      logSecurityEvent(request.log, 'password.reset', { email, userId: user.userId, ip });
      logSecurityEvent(request.log, 'sessions.revoked', { userId: user.userId, sessions: revoked, reason: 'password reset' });
      return { message: authMessages.passwordReset };
    },

    async changePassword(request) {
      const { user, sessionId } = requireAuth(request);
      const { body } = request;
      const problem = passwordChangeProblem(body);
      if (problem) throw badRequest(problem);
      await requireCurrentPassword(context, request, user, body.currentPassword);
      const passwordHash = await hashPassword(body.newPassword, passwordCost);
      const revoked = await db.transaction(async (tx) => {
        await tx.query(SET_PASSWORD, [user.userId, passwordHash, now()]);
        const ended = await revokeUserSessions(tx, user.userId, sessionId);
        await recordActivity(tx, passwordEvent('changePassword', user, ended));
        return ended;
      });
      logSecurityEvent(request.log, 'password.changed', { userId: user.userId, ip: request.ip });
      logSecurityEvent(request.log, 'sessions.revoked', { userId: user.userId, sessions: revoked, reason: 'password changed' });
      return { message: authMessages.passwordChanged };
    },
  };
}
