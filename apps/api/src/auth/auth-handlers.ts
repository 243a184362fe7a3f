import type { Database } from '../db/database';
import { badRequest, forbidden, tooManyRequests, unauthorized } from '../http/api-error';
import type { OperationHandler, OperationHandlers } from '../http/contract-routes';
import { imageUrlsOfRestaurants, removeImagesAfterCommit } from '../images/image-cleanup';
import type { ImageStore } from '../images/image-store';
import type { Mailer } from '../mail/mailer';
import { passwordChangeProblem } from '@console/rules';
import { requireAuth } from './access-guard';
import { authMessages } from './auth-messages';
import { hashPassword, verifyPassword } from './password-hash';
import { RESET_CODE_RULES, createResetCodes } from './reset-codes';
import { openSession, revokeSession, revokeUserSessions } from './sessions';
import { createSignInThrottle } from './sign-in-throttle';
import type { TokenSigner } from './tokens';
import { findUserByEmail, normalizeEmail, toContractUser, type ConsoleUserType } from './users';

export interface AuthDependencies {
  db: Database;
  signer: TokenSigner;
  mailer: Mailer;
  now: () => Date;
  tokenTtlSeconds: number;
  /** Keys the HMAC of reset codes. */
  secret: string;
  /** Where the deleted restaurant's image files are removed from. */
  imageStore: ImageStore;
}

interface LoginBody {
  emailAddress: string;
  password: string;
  userType: ConsoleUserType;
}
interface ForgotPasswordBody {
  emailAddress: string;
  userType: ConsoleUserType;
}
interface ResetPasswordBody {
  emailAddress: string;
  resetCode: string;
  newPassword: string;
  confirmPassword: string;
  userType: ConsoleUserType;
}
interface ChangePasswordBody {
  newPassword: string;
  confirmPassword: string;
}

/** Sign-in, password reset and the current user (spec §3, §5, §7 Auth, §8). */
export function authHandlers(deps: AuthDependencies): OperationHandlers {
  const { db, now } = deps;
  const resetCodes = createResetCodes({ db, secret: deps.secret, now });
  const signInThrottle = createSignInThrottle({ db, now });

  const deleteOwnRestaurant: OperationHandler = async (request) => {
    const { user } = requireAuth(request);
    if (user.userType !== 'Restaurant') throw forbidden(authMessages.forbidden);
    // Read before the transaction, removed after it commits: the files of rows the cascade takes.
    const imageUrls = user.restaurantId === null ? [] : await imageUrlsOfRestaurants(db, [user.restaurantId]);
    // One transaction: a failure at any statement leaves the restaurant, its rows and the login as they were.
    await db.transaction(async (tx) => {
      // ON DELETE CASCADE (migrations/001_platform.sql) takes the rest: with the restaurant go its category
      // links, locations (and their images and deals), images, menu categories, menu items (and their food
      // reports and deal items) and deals; with the user go its sessions and reset codes, so the token stops
      // working at once. Covered by auth/delete-my-restaurant.spec.ts.
      await tx.query('DELETE FROM restaurants WHERE owner_user_id = $1', [user.userId]);
      await tx.query('DELETE FROM users WHERE user_id = $1', [user.userId]);
    });
    await removeImagesAfterCommit(db, deps.imageStore, imageUrls);
    return { message: authMessages.accountDeleted };
  };

  return {
    async login(request) {
      const body = request.body as LoginBody;
      const email = normalizeEmail(body.emailAddress);
      if (await signInThrottle.isLocked(email)) throw tooManyRequests(authMessages.tooManySignIns);
      const user = await findUserByEmail(db, body.emailAddress);
      const passwordMatches = await verifyPassword(body.password, user?.passwordHash);
      if (!user || !passwordMatches) {
        await signInThrottle.recordFailure(email);
        throw unauthorized(authMessages.invalidCredentials);
      }
      await signInThrottle.clear(email);
      if (user.userType === 'Customer') throw forbidden(authMessages.customerRefused);
      if (user.userType !== body.userType) throw unauthorized(authMessages.wrongConsole(body.userType));
      if (user.userType === 'Restaurant' && user.accountStatus === 'Suspended') {
        throw forbidden(authMessages.restaurantSuspended);
      }
      const { token } = await openSession(db, deps.signer, user.userId, now(), deps.tokenTtlSeconds);
      await db.query('UPDATE users SET last_login_at = $2 WHERE user_id = $1', [user.userId, now()]);
      return { token, user: toContractUser(user), message: authMessages.loggedIn };
    },

    async forgotPassword(request) {
      const body = request.body as ForgotPasswordBody;
      const email = normalizeEmail(body.emailAddress);
      if (!(await resetCodes.allowRequest(email))) throw tooManyRequests(authMessages.tooManyCodes);
      const user = await findUserByEmail(db, email);
      // The answer is the same whether or not the account exists, so accounts cannot be discovered.
      if (user && user.userType === body.userType && user.emailAddress) {
        const code = await resetCodes.issue(user.userId);
        try {
          await deps.mailer.send({
            to: user.emailAddress,
            subject: 'Your verification code',
            text:
              `Your verification code is ${code}.\n\n` +
              `It expires in ${RESET_CODE_RULES.ttlMinutes} minutes and works once. ` +
              'If you did not ask to reset your password, you can ignore this email.',
            code,
          });
        } catch (error) {
          request.log.error({ err: error }, 'the verification code could not be sent');
        }
      }
      return { message: authMessages.codeSent };
    },

    async resetPassword(request) {
      const body = request.body as ResetPasswordBody;
      const problem = passwordChangeProblem(body);
      if (problem) throw badRequest(problem);
      const user = await findUserByEmail(db, body.emailAddress);
      if (!user || user.userType !== body.userType) throw badRequest(authMessages.invalidCode);
      const passwordHash = await hashPassword(body.newPassword);
      // A wrong code must still count as a try, so the transaction commits and the 400 comes after.
      const reset = await db.transaction(async (tx) => {
        if (!(await resetCodes.consume(tx, user.userId, body.resetCode))) return false;
        await tx.query('UPDATE users SET password_hash = $2, need_to_change_password = false, updated_at = $3 WHERE user_id = $1', [
          user.userId,
          passwordHash,
          now(),
        ]);
        await revokeUserSessions(tx, user.userId);
        return true;
      });
      if (!reset) throw badRequest(authMessages.invalidCode);
      return { message: authMessages.passwordReset };
    },

    async changePassword(request) {
      const { user, sessionId } = requireAuth(request);
      const body = request.body as ChangePasswordBody;
      const problem = passwordChangeProblem(body);
      if (problem) throw badRequest(problem);
      const passwordHash = await hashPassword(body.newPassword);
      await db.transaction(async (tx) => {
        await tx.query('UPDATE users SET password_hash = $2, need_to_change_password = false, updated_at = $3 WHERE user_id = $1', [
          user.userId,
          passwordHash,
          now(),
        ]);
        await revokeUserSessions(tx, user.userId, sessionId);
      });
      return { message: authMessages.passwordChanged };
    },

    async logout(request) {
      const { sessionId } = requireAuth(request);
      await revokeSession(db, sessionId);
      return { message: authMessages.loggedOut };
    },

    async getMe(request) {
      // The guard read the user with the session, for this request.
      return { user: toContractUser(requireAuth(request).user) };
    },

    deleteAccount: deleteOwnRestaurant,
    // The contract names the owner's 'delete restaurant profile' call separately; it is the same operation.
    deleteMyRestaurant: deleteOwnRestaurant,
  };
}
