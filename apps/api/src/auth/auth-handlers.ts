import { actorOfUser } from '../activity/activity-routes';
import { recordActivity } from '../activity/recording-database';
import { forbidden } from '../http/api-error';
import type { OperationHandler, OperationHandlers } from '../http/contract-routes';
import { imageUrlsOfRestaurants, removeImagesAfterCommit } from '../images/image-cleanup';
import { requireAuth } from './access-guard';
import { authMessages } from './auth-messages';
import { PASSWORD_COST } from './password-hash';
import { passwordHandlers } from './password-handlers';
import { clearSessionCookie } from './session-cookie';
import { revokeSession } from './sessions';
import { signInHandlers } from './sign-in-handlers';
import { createSignInThrottle } from './sign-in-throttle';
import { toContractUser } from './users';
import type { AuthContext, AuthDependencies } from './auth-context';
import { versionGuard } from '../http/version-conflict';
import { versionedRestaurant } from '../restaurants/restaurant-versions';

export type { AuthContext, AuthDependencies };

/** Sign-in, password reset and the current user (spec §3, §5, §7 Auth, §8). */
export function authHandlers(deps: AuthDependencies): OperationHandlers {
  const { db } = deps;
  const shared: AuthContext = {
    ...deps,
    passwordCost: deps.passwordCost ?? PASSWORD_COST,
    // One throttle for both: the client address's attempts count across sign-in and reset calls.
    throttle: createSignInThrottle({ db, now: deps.now }),
  };

  const versions = versionGuard(db);
  const deleteOwnRestaurant: OperationHandler<'deleteAccount' | 'deleteMyRestaurant'> = async (request) => {
    const { user } = requireAuth(request);
    if (user.userType !== 'Restaurant') throw forbidden(authMessages.forbidden);
    // Read before the transaction, removed after it commits: the files of rows the cascade takes.
    const imageUrls = user.restaurantId === null ? [] : await imageUrlsOfRestaurants(db, [user.restaurantId]);
    // One transaction: a failure at any statement leaves the restaurant, its rows and the login as they were.
    await db.transaction(async (tx) => {
      // deleteMyRestaurant deletes the restaurant profile the owner saw (If-Match); deleteAccount has no version.
      const expected = request.expectedVersion;
      if (expected && user.restaurantId !== null) {
        const [restaurant] = await tx.query<{ version: number }>('SELECT version FROM restaurants WHERE restaurant_id = $1 FOR UPDATE', [
          user.restaurantId,
        ]);
        if (restaurant) versions.check(restaurant.version, expected, versionedRestaurant(db, user.restaurantId));
      }
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
    ...signInHandlers(shared),
    ...passwordHandlers(shared),

    async logout(request, reply) {
      const { sessionId, user } = requireAuth(request);
      clearSessionCookie(reply);
      // The session's end and its event commit together.
      await db.transaction(async (tx) => {
        await revokeSession(tx, sessionId);
        await recordActivity(tx, {
          action: 'logout',
          actor: actorOfUser(user),
          objectType: 'Account',
          objectId: user.userId,
          objectLabel: user.emailAddress ?? '',
          aboutAdministrator: user.userType === 'Administrator',
        });
      });
      return { message: authMessages.loggedOut };
    },

    async changeTheme(request) {
      const { user } = requireAuth(request);
      await db.query('UPDATE users SET theme = $2 WHERE user_id = $1 AND theme IS DISTINCT FROM $2', [user.userId, request.body.theme]);
      return { message: authMessages.themeSaved };
    },

    async getMe(request) {
      // The guard read the user with the session, for this request.
      return { user: toContractUser(requireAuth(request).user) };
    },

    deleteAccount: (request, reply) => deleteOwnRestaurant(request, reply),
    // The contract names the owner's 'delete restaurant profile' call separately; it is the same operation.
    deleteMyRestaurant: (request, reply) => deleteOwnRestaurant(request, reply),
  };
}
