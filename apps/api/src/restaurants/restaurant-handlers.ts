import { CHANGE_MESSAGES, normaliseEmail } from '@console/rules';
import type { FastifyReply } from 'fastify';
import { requireAuth } from '../auth/access-guard';
import { hashPassword } from '../auth/password-hash';
import { logSecurityEvent } from '../auth/security-events';
import { sendJsonText } from '../db/json-text';
import { isUniqueViolation } from '../db/errors';
import { badRequest, conflict, notFound } from '../http/api-error';
import type { OperationHandlers } from '../http/contract-routes';
import type { OkBodyOf, QueryOf } from '../http/contract-types';
import { expectedVersionOf } from '../http/if-match';
import { likePattern, paginationOf, readPage } from '../http/paging';
import { versionGuard } from '../http/version-conflict';
import { versionedRestaurant } from './restaurant-versions';
import { readSort } from '../http/sorting';
import { locationProblems, passwordProblem, restaurantMessages, restaurantNameProblem } from '../rules/restaurant-rules';
import { insertRestaurantAccounts } from './restaurant-accounts';
import { myRestaurantHandlers } from './my-restaurant-handlers';
import type { RestaurantHandlerDeps } from './restaurant-form-actions';
import { restaurantActionMessages, restaurantActions } from './restaurant-actions';
import { findRestaurantAccountsJson, RESTAURANT_SORTS } from './restaurant-queries';

export const restaurantHandlerMessages = {
  created: CHANGE_MESSAGES.restaurantCreated,
  suspended: 'Restaurant Suspended successfully',
  approved: 'Restaurant Approved successfully',
  ...restaurantActionMessages,
  emailTaken: 'An account with this email address already exists',
  unknownCategory: restaurantMessages.categoryRequired,
  idMismatch: 'The restaurant id in the body does not match the one in the path',
} as const;

/**
 * Restaurants as administrators manage them (spec §2 Restaurants, §4 accountStatus and Merge, §7), and the
 * owner's calls on their own restaurant (my-restaurant-handlers.ts), which share their implementations. Merging
 * is merge-handlers.ts.
 */
export function restaurantHandlers({ db, imageStore, mailer, passwordCost, now }: RestaurantHandlerDeps): OperationHandlers {
  const versions = versionGuard(db);
  /** The two lists' queries: getAllRestaurants' is getRestaurants' without searchQuery. */
  async function listRestaurants(query: QueryOf<'getRestaurants'>, reply: FastifyReply) {
    const paging = readPage(query);
    const sort = readSort(query, RESTAURANT_SORTS, 'restaurantName');
    const patterns = [likePattern(query.searchQuery), likePattern(query.keywords)];
    const { json, total } = await findRestaurantAccountsJson(db, {
      patterns,
      accountStatus: query.account_status,
      approximate: query.location_precision === 'approximate',
      sort: sort.key,
      direction: sort.direction,
      limit: paging.size,
      offset: paging.offset,
    });
    return sendJsonText<OkBodyOf<'getRestaurants'>>(
      reply,
      `{"restaurants":${json},"pagination":${JSON.stringify(paginationOf(total, paging))}}`,
    );
  }

  const actions = restaurantActions(db, imageStore);

  return {
    ...myRestaurantHandlers({ db, imageStore, mailer, passwordCost, now }),

    getRestaurants: (request, reply) => listRestaurants(request.query, reply),
    getAllRestaurants: (request, reply) => listRestaurants(request.query, reply),

    async getRestaurantDetails(request) {
      return actions.details(request.params.id);
    },

    async getRestaurantAddresses(request) {
      return actions.addresses(request.params.id, request.query);
    },

    async createRestaurant(request, reply) {
      const { body } = request;
      const nameProblem = restaurantNameProblem(body.restaurantName);
      if (nameProblem) throw badRequest(nameProblem);
      const password = passwordProblem(body.password);
      if (password) throw badRequest(password);
      if (body.locations.length === 0) throw badRequest(restaurantMessages.locationsRequired);
      for (const location of body.locations) {
        const [problem] = locationProblems(location);
        if (problem) throw badRequest(problem.reason);
      }
      const categoryIds = [...new Set(body.restaurantCategoryIds)];
      const [{ known }] = await db.query<{ known: number }>(
        'SELECT count(*) AS known FROM restaurant_categories WHERE restaurant_category_id = ANY($1::int[])',
        [categoryIds],
      );
      if (categoryIds.length === 0 || known !== categoryIds.length) throw badRequest(restaurantHandlerMessages.unknownCategory);

      const email = normaliseEmail(body.emailAddress);
      const [taken] = await db.query('SELECT 1 FROM users WHERE lower(email_address) = $1', [email]);
      if (taken) throw conflict(restaurantHandlerMessages.emailTaken, 'emailAddress');
      const passwordHash = await hashPassword(body.password, passwordCost);
      try {
        // Owner, restaurant, categories and locations: all of it or nothing.
        const [restaurantId] = await db.transaction((tx) =>
          insertRestaurantAccounts(tx, [
            {
              emailAddress: email,
              passwordHash,
              restaurantName: body.restaurantName.trim(),
              restaurantCategoryIds: categoryIds,
              locations: body.locations,
            },
          ]),
        );
        reply.code(201);
        return { message: restaurantHandlerMessages.created, restaurantId };
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(restaurantHandlerMessages.emailTaken, 'emailAddress');
        throw error;
      }
    },

    async changeRestaurantStatus(request) {
      const { id } = request.params;
      const { body } = request;
      if (body.restaurant_id !== id) throw badRequest(restaurantHandlerMessages.idMismatch);
      // A suspended owner's tokens stop working at once: the access guard reads the status on every call.
      const updated = await db.query(
        `UPDATE restaurants SET account_status = $2, updated_at = now()
          WHERE restaurant_id = $1 AND ($3::int[] IS NULL OR version = ANY($3::int[])) RETURNING restaurant_id`,
        [id, body.account_status, versions.sqlVersions(expectedVersionOf(request))],
      );
      if (updated.length === 0) {
        const [restaurant] = await db.query<{ version: number }>('SELECT version FROM restaurants WHERE restaurant_id = $1', [id]);
        versions.refused(restaurant?.version, versionedRestaurant(db, id), () => notFound(restaurantHandlerMessages.notFound));
      }
      const event = body.account_status === 'Suspended' ? 'restaurant.access-removed' : 'restaurant.access-restored';
      logSecurityEvent(request.log, event, { restaurantId: id, byUserId: requireAuth(request).user.userId });
      return { message: body.account_status === 'Suspended' ? restaurantHandlerMessages.suspended : restaurantHandlerMessages.approved };
    },

    async adminDeleteRestaurantLocation(request) {
      const { restaurantId, addressId } = request.params;
      return actions.deleteLocation(restaurantId, addressId, expectedVersionOf(request));
    },

    async adminDeleteRestaurantImage(request) {
      const { restaurantId, imageId } = request.params;
      return actions.deleteImage(restaurantId, imageId, expectedVersionOf(request));
    },
  };
}
