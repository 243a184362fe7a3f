import type { Queryable } from '../db/database';
import type { CachedRead } from '../http/cached-reads';
import { UNCATEGORISED } from '../foods/food-queries';
import { isExpiredSql } from './deal-dates';

/*
 * The deals' reads: one statement answers a restaurant's deals with their items, whatever the number of
 * deals and items (each deal's foodDeals are aggregated in SQL). The contract's Deal has no location
 * field of its own: each foodDeal carries the deal's location as restaurantAddressId.
 */

interface DealRow {
  version: number;
  restaurantDealId: number;
  restaurantDealTitle: string;
  startDate: string;
  endDate: string | null;
  claimPerUser: number | null;
  claimCount: number;
  isActive: boolean;
  expired: boolean;
  foodDeals: Array<{ id: number; foodId: number; foodItemName: string; restaurantAddressId: number; foodCategoryId: number }>;
}

/** The contract's Deal: endDate and claimPerUser are absent when not set. */
export function toDeal(row: DealRow) {
  const { endDate, claimPerUser, ...deal } = row;
  delete (deal as Partial<DealRow>).expired;
  return {
    ...(deal as Omit<DealRow, 'endDate' | 'claimPerUser' | 'expired'>),
    ...(endDate === null ? {} : { endDate }),
    ...(claimPerUser === null ? {} : { claimPerUser }),
  };
}

export type Deal = ReturnType<typeof toDeal>;

const DEAL_SELECT = `
  SELECT d.version, d.deal_id AS "restaurantDealId", d.title AS "restaurantDealTitle", d.start_date AS "startDate",
         d.end_date AS "endDate", d.claim_per_user AS "claimPerUser", d.claim_count AS "claimCount",
         d.is_active AS "isActive", d.expired,
         coalesce((SELECT json_agg(json_build_object('id', df.deal_food_id, 'foodId', f.food_id, 'foodItemName', f.food_item_name,
                                                     'restaurantAddressId', d.address_id,
                                                     'foodCategoryId', coalesce(f.food_category_id, ${UNCATEGORISED.categoryId}))
                                   ORDER BY lower(f.food_item_name), f.food_id)
                     FROM deal_foods df JOIN foods f ON f.food_id = df.food_id
                    WHERE df.deal_id = d.deal_id), '[]'::json) AS "foodDeals"`;

/** A restaurant's deals with their items' names, split into current and expired by the clock's UTC day. */
export const DEAL_LIST_READ: CachedRead = { tables: ['deals', 'deal_foods', 'foods', 'restaurants'], byDay: true };

/** The newest first: by start date, then creation. */
const DEAL_ORDER = 'd.start_date DESC, d.deal_id DESC';

/**
 * The restaurant's deals split by today into current and expired, each list paged by `limit` and
 * `offset` on its own (the console asks everything), as the JSON text of DealListResponse. One statement:
 * the page of deals is cut first, then the items of all its deals are read in one join and grouped
 * (not one aggregate per deal), and the database writes the text.
 */
export async function findDealsJson(
  db: Queryable,
  restaurantId: number,
  today: string,
  page: { limit: number; offset: number },
): Promise<string> {
  const [row] = await db.query<{ json: string }>(
    `WITH page AS (
       SELECT * FROM (
         SELECT d.*, ${isExpiredSql('$2')} AS expired,
                row_number() OVER (PARTITION BY ${isExpiredSql('$2')} ORDER BY ${DEAL_ORDER}) AS n
           FROM deals d WHERE d.restaurant_id = $1) d
        WHERE d.n > $4 AND d.n <= $4 + $3
     ), items AS (
       SELECT df.deal_id,
              '[' || string_agg('{"id":' || df.deal_food_id || ',"foodId":' || f.food_id || ',"foodItemName":' || to_json(f.food_item_name) ||
                                ',"restaurantAddressId":' || d.address_id ||
                                ',"foodCategoryId":' || coalesce(f.food_category_id, ${UNCATEGORISED.categoryId}) || '}',
                                ',' ORDER BY lower(f.food_item_name), f.food_id) || ']' AS list
         FROM page d JOIN deal_foods df ON df.deal_id = d.deal_id JOIN foods f ON f.food_id = df.food_id
        GROUP BY df.deal_id
     ), deal AS (
       -- Written by concatenation (compact); endDate and claimPerUser are left out when not set.
       SELECT d.expired, d.start_date, d.deal_id,
              '{"version":' || d.version || ',"restaurantDealId":' || d.deal_id || ',"restaurantDealTitle":' || to_json(d.title) ||
              ',"startDate":' || to_json(d.start_date) || coalesce(',"endDate":' || to_json(d.end_date), '') ||
              coalesce(',"claimPerUser":' || d.claim_per_user, '') || ',"claimCount":' || d.claim_count ||
              ',"isActive":' || d.is_active || ',"foodDeals":' || coalesce(items.list, '[]') || '}' AS item
         FROM page d LEFT JOIN items USING (deal_id)
     )
     SELECT '{"currentRestaurantDeals":[' ||
            coalesce(string_agg(item, ',' ORDER BY ${DEAL_ORDER}) FILTER (WHERE NOT expired), '') ||
            '],"expiredRestaurantDeals":[' ||
            coalesce(string_agg(item, ',' ORDER BY ${DEAL_ORDER}) FILTER (WHERE expired), '') ||
            ']}' AS json
       FROM deal d`,
    [restaurantId, today, page.limit, page.offset],
  );
  return row.json;
}

/** One deal of the restaurant, or undefined (another restaurant's deal is not found). */
export async function findDeal(db: Queryable, restaurantId: number, dealId: number, today: string): Promise<Deal | undefined> {
  const [row] = await db.query<DealRow>(
    `${DEAL_SELECT} FROM (SELECT d.*, ${isExpiredSql('$3')} AS expired FROM deals d WHERE d.deal_id = $1 AND d.restaurant_id = $2) d`,
    [dealId, restaurantId, today],
  );
  return row && toDeal(row);
}
