import { dealEndDateProblem, dealStartDateProblem, nameProblem, nameRules, selectionProblem } from '@console/rules';
import type { Database, Queryable } from '../db/database';
import { badRequest, notFound } from '../http/api-error';
import type { ContractSchema, QueryOf } from '../http/contract-types';
import type { ExpectedVersion } from '../http/if-match';
import { readPage } from '../http/paging';
import { versionGuard, type VersionedObject } from '../http/version-conflict';
import { enqueuePush } from '../push/push-outbox';
import { dealToday, isExpiredSql } from './deal-dates';
import { dealMessages, dealPush } from './deal-messages';
import { findDeal, findDealsJson } from './deal-queries';

/*
 * A restaurant's deals (spec §3 Deal, §4 Deal, §5 Deal, §7 Deals), one implementation per action for both
 * callers: the owner's calls pass the signed-in owner's restaurant, the admin twins the restaurant of
 * the path or body, or the deal's own (deal-handlers.ts). Another restaurant's deal is not found; a deal
 * naming another restaurant's location or items is refused (404), and nothing changes.
 *
 * Current and expired follow deal-dates.ts (UTC today of the server's clock). Expired deals are
 * read-only: editing or toggling one is 400; deleting one is allowed.
 *
 * App users who follow the restaurant are told when a deal becomes active: created active, or
 * re-activated (change-deal-status, or an update whose isActive turns an inactive current deal on).
 * The deal and its push_outbox rows are written in one transaction.
 */

/** DealRequest, or the admin's AdminDealRequest (the same fields, restaurantId required). */
type DealBody = ContractSchema<'DealRequest'>;

interface DealInput {
  addressId: number;
  title: string;
  foodIds: number[];
  startDate: string;
  endDate: string | null;
  claimPerUser: number | null;
  isActive: boolean;
}

/** The §5 rules, in the form's order; the start date may be in the past only when `today` is null (edit). */
function readDealInput(body: DealBody, today: string | null): DealInput {
  const title = body.dealTitle?.trim() ?? '';
  const problem =
    (body.restaurantAddressId ? undefined : dealMessages.locationRequired) ??
    nameProblem(nameRules.dealTitle, title) ??
    dealStartDateProblem(body.startDate, today) ??
    dealEndDateProblem(body.endDate, body.startDate) ??
    // One-Time Use sends 1, Unlimited Use nothing (claimPerUserFor); any other count is neither option.
    (body.claimPerUser === undefined || body.claimPerUser === 1 ? undefined : dealMessages.claimOption) ??
    selectionProblem(body.foodIds, dealMessages.foodItemRequired);
  if (problem) throw badRequest(problem);
  return {
    addressId: body.restaurantAddressId,
    title,
    foodIds: [...new Set(body.foodIds)],
    startDate: body.startDate,
    endDate: body.endDate ?? null,
    claimPerUser: body.claimPerUser ?? null,
    isActive: body.isActive ?? true,
  };
}

async function restaurantName(tx: Queryable, restaurantId: number): Promise<string> {
  const [row] = await tx.query<{ name: string }>('SELECT restaurant_name AS name FROM restaurants WHERE restaurant_id = $1', [
    restaurantId,
  ]);
  if (!row) throw notFound(dealMessages.restaurantNotFound);
  return row.name;
}

/** The location and every item must be the restaurant's. */
async function requireOwnLocationAndFoods(tx: Queryable, restaurantId: number, input: DealInput): Promise<void> {
  const [address] = await tx.query('SELECT 1 FROM addresses WHERE address_id = $1 AND restaurant_id = $2', [input.addressId, restaurantId]);
  if (!address) throw notFound(dealMessages.locationNotFound);
  const [{ found }] = await tx.query<{ found: number }>(
    'SELECT count(*) AS found FROM foods WHERE food_id = ANY($1::int[]) AND restaurant_id = $2',
    [input.foodIds, restaurantId],
  );
  if (found !== input.foodIds.length) throw notFound(dealMessages.foodNotFound);
}

interface LockedDeal {
  isActive: boolean;
  expired: boolean;
  version: number;
}

/** The restaurant's deal, locked for the rest of the transaction. */
async function lockDeal(tx: Queryable, restaurantId: number, dealId: number, today: string): Promise<LockedDeal> {
  const [deal] = await tx.query<LockedDeal>(
    `SELECT d.is_active AS "isActive", ${isExpiredSql('$3')} AS expired, d.version FROM deals d
      WHERE d.deal_id = $1 AND d.restaurant_id = $2 FOR UPDATE`,
    [dealId, restaurantId, today],
  );
  if (!deal) throw notFound(dealMessages.notFound);
  return deal;
}

/** Tells the restaurant's followers about a deal that has just become active. */
export async function notifyFollowers(tx: Queryable, restaurantId: number, dealId: number, title: string, how: keyof typeof dealPush) {
  await enqueuePush(
    tx,
    { followersOf: restaurantId },
    {
      kind: 'deal',
      title: dealPush[how](await restaurantName(tx, restaurantId)),
      body: title,
      data: { restaurantDealId: dealId, restaurantId },
    },
  );
}

export function dealActions(db: Database, now: () => Date) {
  const versions = versionGuard(db);
  /** One deal as a 412 names and shows it (its read's Deal). */
  const versioned = (restaurantId: number, dealId: number): VersionedObject => ({
    noun: 'deal',
    trail: { objectTypes: ['Deal'], objectId: dealId },
    current: async () => {
      const deal = await findDeal(db, restaurantId, dealId, dealToday(now()));
      if (!deal) throw notFound(dealMessages.notFound);
      return deal;
    },
  });

  return {
    /** DealListResponse as JSON text: current and expired deals, newest first; pageNum/pageSize page each list. */
    async list(restaurantId: number, query: QueryOf<'getDeals' | 'adminGetDeals'>): Promise<string> {
      await restaurantName(db, restaurantId);
      // The paging rule of every list (a page no list can skip to is a 400), under the deal lists' names.
      const { size, offset } = readPage({ page: query.pageNum, size: query.pageSize }, 999999);
      return findDealsJson(db, restaurantId, dealToday(now()), { limit: size, offset });
    },

    /** DealResponse: one deal of the restaurant. */
    async get(restaurantId: number, dealId: number) {
      const restaurantDeal = await findDeal(db, restaurantId, dealId, dealToday(now()));
      if (!restaurantDeal) throw notFound(dealMessages.notFound);
      return { restaurantDeal };
    },

    /** The restaurant a deal belongs to (the admin calls that name only the deal). */
    async restaurantOf(dealId: number): Promise<number> {
      const [row] = await db.query<{ restaurantId: number }>('SELECT restaurant_id AS "restaurantId" FROM deals WHERE deal_id = $1', [
        dealId,
      ]);
      if (!row) throw notFound(dealMessages.notFound);
      return row.restaurantId;
    },

    /** Adds a deal with its items; an active one is pushed to the restaurant's followers. Answers the new id. */
    async create(restaurantId: number, body: DealBody): Promise<number> {
      const input = readDealInput(body, dealToday(now()));
      return db.transaction(async (tx) => {
        await restaurantName(tx, restaurantId);
        await requireOwnLocationAndFoods(tx, restaurantId, input);
        const [created] = await tx.query<{ id: number }>(
          `INSERT INTO deals (restaurant_id, address_id, title, start_date, end_date, claim_per_user, is_active)
           VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING deal_id AS id`,
          [restaurantId, input.addressId, input.title, input.startDate, input.endDate, input.claimPerUser, input.isActive],
        );
        await tx.query('INSERT INTO deal_foods (deal_id, food_id) SELECT $1, unnest($2::int[])', [created.id, input.foodIds]);
        if (input.isActive) await notifyFollowers(tx, restaurantId, created.id, input.title, 'created');
        return created.id;
      });
    },

    /**
     * Replaces a current deal of the restaurant: the body is the whole deal (an absent endDate or
     * claimPerUser clears it). Items that stay keep their foodDeal id. Turning an inactive deal on
     * notifies as change-deal-status does.
     */
    async update(restaurantId: number, dealId: number, body: DealBody, expected: ExpectedVersion): Promise<void> {
      const today = dealToday(now());
      const input = readDealInput(body, null);
      await db.transaction(async (tx) => {
        const deal = await lockDeal(tx, restaurantId, dealId, today);
        versions.check(deal.version, expected, versioned(restaurantId, dealId));
        if (deal.expired) throw badRequest(dealMessages.expiredNotEditable);
        await requireOwnLocationAndFoods(tx, restaurantId, input);
        await tx.query(
          `UPDATE deals SET address_id = $2, title = $3, start_date = $4, end_date = $5, claim_per_user = $6, is_active = $7,
                  updated_at = now()
            WHERE deal_id = $1`,
          [dealId, input.addressId, input.title, input.startDate, input.endDate, input.claimPerUser, input.isActive],
        );
        await tx.query('DELETE FROM deal_foods WHERE deal_id = $1 AND NOT (food_id = ANY($2::int[]))', [dealId, input.foodIds]);
        await tx.query('INSERT INTO deal_foods (deal_id, food_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING', [
          dealId,
          input.foodIds,
        ]);
        const stillCurrent = input.endDate === null || input.endDate >= today;
        if (!deal.isActive && input.isActive && stillCurrent) await notifyFollowers(tx, restaurantId, dealId, input.title, 'reactivated');
      });
    },

    /** Activates or deactivates a current deal; activating an inactive one notifies the followers. */
    async changeStatus(restaurantId: number, dealId: number, isActive: boolean, expected: ExpectedVersion) {
      const today = dealToday(now());
      await db.transaction(async (tx) => {
        const deal = await lockDeal(tx, restaurantId, dealId, today);
        versions.check(deal.version, expected, versioned(restaurantId, dealId));
        if (deal.expired) throw badRequest(dealMessages.expiredNotTogglable);
        if (deal.isActive === isActive) return;
        const [{ title }] = await tx.query<{ title: string }>(
          'UPDATE deals SET is_active = $2, updated_at = now() WHERE deal_id = $1 RETURNING title',
          [dealId, isActive],
        );
        if (isActive) await notifyFollowers(tx, restaurantId, dealId, title, 'reactivated');
      });
      return { message: isActive ? dealMessages.activated : dealMessages.deactivated };
    },

    /** Deletes a deal of the restaurant, current or expired; its items go with it (CASCADE), its pushes stay. */
    async remove(restaurantId: number, dealId: number, expected: ExpectedVersion) {
      const deleted = await db.query(
        `DELETE FROM deals WHERE deal_id = $1 AND restaurant_id = $2 AND ($3::int[] IS NULL OR version = ANY($3::int[]))
         RETURNING deal_id`,
        [dealId, restaurantId, versions.sqlVersions(expected)],
      );
      if (deleted.length === 0) {
        const [deal] = await db.query<{ version: number }>('SELECT version FROM deals WHERE deal_id = $1 AND restaurant_id = $2', [
          dealId,
          restaurantId,
        ]);
        versions.refused(deal?.version, versioned(restaurantId, dealId), () => notFound(dealMessages.notFound));
      }
      return { message: dealMessages.deleted };
    },
  };
}
