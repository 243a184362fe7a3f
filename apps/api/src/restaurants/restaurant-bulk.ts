import type { FastifyRequest } from 'fastify';
import { requireAuth } from '../auth/access-guard';
import { logSecurityEvent } from '../auth/security-events';
import type { Database } from '../db/database';
import type { ContractSchema } from '../http/contract-types';
import { likePattern } from '../http/paging';
import { restaurantHandlerMessages } from './restaurant-handlers';
import { ACCOUNTS, restaurantConditions } from './restaurant-queries';
import { countOf, idsOf, readSelection, selectRows, type SelectedRow, type SelectionQuery } from '../http/bulk-selection';
import type { OperationHandlers } from '../http/contract-routes';

type Matching = ContractSchema<'RestaurantBulkMatching'>;

const RESTAURANTS = { one: 'restaurant', many: 'restaurants' };

const restaurantSelection: SelectionQuery<Matching> = {
  noun: RESTAURANTS,
  notFound: (id) => `Restaurant ${id} not found`,
  byIds: (tx, ids) =>
    tx.query<SelectedRow>(
      'SELECT restaurant_id AS id, restaurant_name AS label FROM restaurants WHERE restaurant_id = ANY($1::int[]) ORDER BY 1 FOR UPDATE',
      [ids],
    ),
  byMatching(tx, matching) {
    const params: unknown[] = [];
    const conditions = restaurantConditions(
      {
        patterns: [likePattern(matching.searchQuery), likePattern(matching.keywords)],
        accountStatus: matching.account_status,
        approximate: matching.location_precision === 'approximate',
      },
      params,
    );
    const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
    return tx.query<SelectedRow>(
      `SELECT r.restaurant_id AS id, r.restaurant_name AS label FROM ${ACCOUNTS} ${where} ORDER BY 1 FOR UPDATE OF r`,
      params,
    );
  },
};

/**
 * Approves or suspends every selected restaurant in one transaction, as changeRestaurantStatus does one: a
 * suspended owner's tokens stop working at once (the access guard reads the status on every call), and
 * each change is a security event in the log. The single call's message for one restaurant.
 */
export async function bulkChangeRestaurantStatus(
  db: Database,
  request: FastifyRequest,
  body: ContractSchema<'BulkChangeRestaurantStatusRequest'>,
) {
  const selection = readSelection(body);
  const status = body.account_status;
  const ids = await db.transaction(async (tx) => {
    const rows = await selectRows(tx, selection, restaurantSelection);
    await tx.query('UPDATE restaurants SET account_status = $2, updated_at = now() WHERE restaurant_id = ANY($1::int[])', [
      idsOf(rows),
      status,
    ]);
    return idsOf(rows);
  });
  const event = status === 'Suspended' ? 'restaurant.access-removed' : 'restaurant.access-restored';
  const byUserId = requireAuth(request).user.userId;
  for (const restaurantId of ids) logSecurityEvent(request.log, event, { restaurantId, byUserId });
  const suspended = status === 'Suspended';
  if (ids.length === 1) {
    return { message: suspended ? restaurantHandlerMessages.suspended : restaurantHandlerMessages.approved, count: 1 };
  }
  return { message: `${countOf(ids.length, RESTAURANTS)} ${suspended ? 'suspended' : 'approved'} successfully`, count: ids.length };
}

/** Its bulk call (the contract's `bulk-...` calls): one transaction, one activity event. */
export function restaurantBulkHandlers({ db }: { db: Database }): OperationHandlers {
  return { bulkChangeRestaurantStatus: async (request) => bulkChangeRestaurantStatus(db, request, request.body) };
}
