import { normaliseEmail } from '@console/rules';
import type { ActivityChangeRecord } from '../activity/activity-actions';
import type { ActivityEventRecord } from '../activity/activity-events';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { recordActivity } from '../activity/recording-database';
import { actorOfUser, anonymousActor } from '../activity/activity-routes';
import { ApiError, forbidden, unauthorized } from '../http/api-error';
import type { OperationHandlers } from '../http/contract-routes';
import type { AuthContext } from './auth-context';
import { authMessages } from './auth-messages';
import { hashPassword, needsRehash, verifyPassword } from './password-hash';
import { logSecurityEvent } from './security-events';
import { csrfTokenOf, setSessionCookie } from './session-cookie';
import { openSession } from './sessions';
import { findUserByEmail, toContractUser, type ConsoleUserType, type UserRecord } from './users';

/** The right password for an account that may not sign in here: why not, in the console's words. */
function refusalOf(user: UserRecord, userType: ConsoleUserType): ApiError | undefined {
  if (user.userType === 'Customer') return forbidden(authMessages.customerRefused);
  if (user.userType !== userType) return unauthorized(authMessages.wrongConsole(userType));
  if (user.userType === 'Restaurant' && user.accountStatus === 'Suspended') return forbidden(authMessages.restaurantSuspended);
  return undefined;
}

/** A sign-in event about a known account, in the trail (activity/activity-actions.ts). */
function signInEvent(action: string, user: UserRecord, email: string, changes: ActivityChangeRecord[] = []): ActivityEventRecord {
  return { action, actor: actorOfUser(user), objectType: 'Account', objectId: user.userId, objectLabel: email, changes };
}

/** POST /auth/login (spec §3, §8): both throttles, the password check, a session. */
export function signInHandlers(context: AuthContext): OperationHandlers {
  const { db, now, throttle, passwordCost } = context;

  /** A hash of a lower cost than today's is replaced, unless the password changed meanwhile. */
  async function upgradeHash(request: FastifyRequest, user: UserRecord, password: string): Promise<void> {
    if (!needsRehash(user.passwordHash, passwordCost)) return;
    const upgraded = await hashPassword(password, passwordCost);
    await db.query('UPDATE users SET password_hash = $2 WHERE user_id = $1 AND password_hash = $3', [
      user.userId,
      upgraded,
      user.passwordHash,
    ]);
    logSecurityEvent(request.log, 'password.rehashed', { userId: user.userId });
  }

  /**
   * A browser (it names the page's origin on every POST) gets the session as an HttpOnly cookie, and in
   * the body only the anti-forgery token its page sends back: no script of the page ever holds the
   * session. Other clients (the release tool, automation), and tests that run in a page-like
   * environment and ask for it (sessionAs), get the signed token itself.
   */
  function sessionForCaller(
    request: FastifyRequest<{ Body: { sessionAs?: 'cookie' | 'token' } }>,
    reply: FastifyReply,
    token: string,
    sessionId: string,
  ): string {
    const as = request.body.sessionAs ?? (request.headers.origin === undefined ? 'token' : 'cookie');
    if (as === 'token') return token;
    setSessionCookie(reply, token, context.tokenTtlSeconds);
    return csrfTokenOf(context.secret, sessionId);
  }

  return {
    async login(request, reply) {
      const { body } = request;
      const email = normaliseEmail(body.emailAddress);
      const ip = request.ip;
      // Both attempts are taken before the password is checked, so concurrent guesses cannot all get through.
      // A refused one still counts against the client's network: a flood is held by its own limit.
      const client = await throttle.takeClient(request, 'login');
      await throttle.admit(request, reply, email);
      const user = await findUserByEmail(db, email);
      const passwordMatches = await verifyPassword(body.password, user?.passwordHash, passwordCost);
      if (!user || !passwordMatches) {
        logSecurityEvent(request.log, 'sign-in.failed', { email, userId: user?.userId, ip });
        await throttle.failed(email);
        await recordActivity(db, {
          action: 'signInFailed',
          actor: user ? actorOfUser(user) : anonymousActor(email),
          objectType: 'Account',
          objectId: user?.userId ?? null,
          objectLabel: email,
        });
        throw unauthorized(authMessages.invalidCredentials);
      }
      await throttle.succeeded(request, email);
      await throttle.release(client);
      const refusal = refusalOf(user, body.userType);
      if (refusal) {
        logSecurityEvent(request.log, 'sign-in.refused', { email, userId: user.userId, ip, reason: refusal.message });
        await recordActivity(db, signInEvent('signInRefused', user, email, [{ field: 'Reason', after: refusal.message }]));
        throw refusal;
      }
      await upgradeHash(request, user, body.password);
      const { token, session } = await openSession(db, context.signer, user.userId, now(), context.tokenTtlSeconds);
      // The sign-in and its event commit together.
      await db.transaction(async (tx) => {
        await tx.query('UPDATE users SET last_login_at = $2 WHERE user_id = $1', [user.userId, now()]);
        await recordActivity(tx, signInEvent('login', user, email));
      });
      logSecurityEvent(request.log, 'sign-in.succeeded', { email, userId: user.userId, ip });
      return {
        token: sessionForCaller(request, reply, token, session.sessionId),
        user: toContractUser(user),
        message: authMessages.loggedIn,
      };
    },
  };
}
