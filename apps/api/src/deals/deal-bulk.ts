import { dealToday, isExpiredSql } from './deal-dates';
import { notifyFollowers } from './deal-actions';
import { dealMessages } from './deal-messages';
import type { Database } from '../db/database';
import { badRequest } from '../http/api-error';
import type { ContractSchema } from '../http/contract-types';
import { countOf, readSelection, selectRows, type SelectedRow, type SelectionQuery } from '../http/bulk-selection';
import type { OperationHandlers } from '../http/contract-routes';
import { requireRestaurant } from '../foods/food-category-actions';
import { ownRestaurantId } from '../restaurants/own-restaurant';

type Matching = ContractSchema<'DealBulkMatching'>;

const DEALS = { one: 'deal', many: 'deals' };

interface DealRow extends SelectedRow {
  isActive: boolean;
  expired: boolean;
}

const DEAL_COLUMNS = (today: string) => `d.deal_id AS id, d.title AS label, d.is_active AS "isActive", ${isExpiredSql(today)} AS expired`;

/** The restaurant's deals: another restaurant's deal is not found, as in the single calls. */
function dealSelection(restaurantId: number, today: string): SelectionQuery<Matching> {
  return {
    noun: DEALS,
    notFound: (id) => `Deal ${id} not found`,
    byIds: (tx, ids) =>
      tx.query<DealRow>(
        `SELECT ${DEAL_COLUMNS('$3')} FROM deals d WHERE d.deal_id = ANY($1::int[]) AND d.restaurant_id = $2 ORDER BY 1 FOR UPDATE`,
        [ids, restaurantId, today],
      ),
    // One of the deal screen's two lists, by the rule of every deal call (deal-dates.ts).
    byMatching: (tx, matching) =>
      tx.query<DealRow>(
        `SELECT ${DEAL_COLUMNS('$2')} FROM deals d
          WHERE d.restaurant_id = $1 AND ${matching.dealList === 'expired' ? '' : 'NOT '}${isExpiredSql('$2')} ORDER BY 1 FOR UPDATE`,
        [restaurantId, today],
      ),
  };
}

/**
 * Activates or deactivates every selected deal of the restaurant in one transaction, as changeDealStatus
 * does one: an expired deal stops the call (400 naming it), a deal that already has the status is left as it
 * is, and each deal turned on notifies the restaurant's followers (push outbox, same transaction).
 */
export async function bulkChangeDealStatus(
  db: Database,
  now: () => Date,
  restaurantId: number,
  body: ContractSchema<'BulkChangeDealStatusRequest'>,
) {
  const selection = readSelection(body);
  const today = dealToday(now());
  const { isActive } = body;
  const count = await db.transaction(async (tx) => {
    const rows = (await selectRows(tx, selection, dealSelection(restaurantId, today))) as DealRow[];
    const expired = rows.find((row) => row.expired);
    if (expired) throw badRequest(`'${expired.label}' is expired: ${dealMessages.expiredNotTogglable.replace(/^An/, 'an')}`);
    const changing = rows.filter((row) => row.isActive !== isActive);
    if (changing.length > 0) {
      await tx.query('UPDATE deals SET is_active = $2, updated_at = now() WHERE deal_id = ANY($1::int[])', [
        changing.map((row) => row.id),
        isActive,
      ]);
    }
    if (isActive) for (const deal of changing) await notifyFollowers(tx, restaurantId, deal.id, deal.label, 'reactivated');
    return rows.length;
  });
  if (count === 1) return { message: isActive ? dealMessages.activated : dealMessages.deactivated, count };
  return { message: `${countOf(count, DEALS)} ${isActive ? 'activated' : 'deactivated'} successfully`, count };
}

/** Its bulk calls: an owner changes their own restaurant's deals, the admin twin the restaurant of the path's. */
export function dealBulkHandlers({ db, now }: { db: Database; now: () => Date }): OperationHandlers {
  return {
    bulkChangeDealStatus: async (request) => bulkChangeDealStatus(db, now, ownRestaurantId(request), request.body),
    async adminBulkChangeDealStatus(request) {
      await requireRestaurant(db, request.params.id);
      return bulkChangeDealStatus(db, now, request.params.id, request.body);
    },
  };
}
