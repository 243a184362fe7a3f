import type { Database } from '../db/database';
import { notFound } from '../http/api-error';
import type { CachedRead } from '../http/cached-reads';
import type { OperationHandlers } from '../http/contract-routes';
import type { QueryOf } from '../http/contract-types';
import { expectedVersionOf, type ExpectedVersion } from '../http/if-match';
import { versionGuard } from '../http/version-conflict';
import { versionedFood } from '../foods/food-actions';
import { likePattern, paginationOf, readPage, withoutTotal } from '../http/paging';
import { readSort } from '../http/sorting';
import { foodReportMessages } from './food-report-messages';

/*
 * Menu items reported by app users (spec §2 Manage items, §4 Food report). Decisions where the spec is
 * silent: reports are closed, not deleted (closed_at/closed_as keep the history); removing an item hides it
 * from recommendations (foods.removed_from_recommendations_at) and closes its reports as 'Removed'; the
 * restaurant's menu keeps it. A removed item is no longer listed here even if reported again.
 */

type FoodReportSort = NonNullable<QueryOf<'getFoodReports'>['order_by']>;

/** Each sort over the items, and over the page's columns to keep that order in the answer. */
const SORTS: Record<FoodReportSort, [items: string, page: string]> = {
  foodItemName: ['lower(f.food_item_name)', 'lower(page."foodItemName")'],
  reportCount: ['f.open_report_count', 'page."reportCount"'],
  lastReportedAt: ['f.last_reported_at', 'page."lastReportedAt"'],
};

/** Reported items: their open report counts are kept on foods by triggers on food_reports (migration 006). */
export const FOOD_REPORTS_READ: CachedRead = { tables: ['foods', 'food_reports', 'restaurants'] };

/*
 * The reported items still offered: each item's open reports are counted as they are written
 * (foods.open_report_count and last_reported_at, migration 006), and the partial index
 * foods_reported_idx holds exactly these items, so a page never groups the reports table.
 */
export const REPORTED = `f.open_report_count > 0 AND f.removed_from_recommendations_at IS NULL AND ($1::text IS NULL OR f.food_item_name ILIKE $1)`;

export function foodReportHandlers({ db, now }: { db: Database; now: () => Date }): OperationHandlers {
  const versions = versionGuard(db);
  /** Closes the item's open reports, while the item is at the version the moderator saw (foodVersion). */
  async function closeReports(foodId: number, closedAs: 'Ignored' | 'Removed', hide: boolean, expected: ExpectedVersion): Promise<void> {
    await db.transaction(async (tx) => {
      const [food] = await tx.query<{ version: number; restaurantId: number }>(
        'SELECT version, restaurant_id AS "restaurantId" FROM foods WHERE food_id = $1 FOR UPDATE',
        [foodId],
      );
      if (!food) throw notFound(foodReportMessages.foodNotFound);
      versions.check(food.version, expected, versionedFood(db, food.restaurantId, foodId));
      const closed = await tx.query(
        `UPDATE food_reports SET closed_at = $2, closed_as = $3 WHERE food_id = $1 AND closed_at IS NULL RETURNING food_report_id`,
        [foodId, now(), closedAs],
      );
      if (hide) {
        await tx.query(
          'UPDATE foods SET removed_from_recommendations_at = coalesce(removed_from_recommendations_at, $2), updated_at = $2 WHERE food_id = $1',
          [foodId, now()],
        );
      } else if (closed.length === 0) {
        throw notFound(foodReportMessages.noOpenReports);
      }
    });
  }

  return {
    async getFoodReports(request) {
      const { query } = request;
      const paging = readPage(query);
      const { key, direction } = readSort(query, Object.keys(SORTS) as FoodReportSort[], 'lastReportedAt');
      const sort = SORTS[key];
      const rows = await db.query<{
        foodVersion: number;
        foodId: number;
        foodItemName: string;
        restaurantId: number;
        restaurantName: string;
        reportCount: number;
        lastReportedAt: Date;
        total: number;
      }>(
        `WITH page AS (
           SELECT f.version AS "foodVersion", f.food_id AS "foodId", f.food_item_name AS "foodItemName", f.restaurant_id AS "restaurantId",
                  f.open_report_count AS "reportCount", f.last_reported_at AS "lastReportedAt"
             FROM foods f WHERE ${REPORTED}
            ORDER BY ${sort[0]} ${direction}, f.food_id ${direction}
            LIMIT $2 OFFSET $3
         ), shown AS (
           SELECT count(*)::int AS n FROM page
         )
         -- The page tells the total unless it is full; CASE counts only then.
         SELECT page.*, r.restaurant_name AS "restaurantName",
                CASE WHEN (SELECT n FROM shown) < $2 THEN $3 + (SELECT n FROM shown)
                     ELSE (SELECT count(*) FROM foods f WHERE ${REPORTED}) END AS total
           FROM page JOIN restaurants r ON r.restaurant_id = page."restaurantId"
          ORDER BY ${sort[1]} ${direction}, page."foodId" ${direction}`,
        [likePattern(query.keywords), paging.size, paging.offset],
      );
      return {
        food_reports: rows.map(withoutTotal).map((report) => ({
          ...report,
          lastReportedAt: new Date(report.lastReportedAt).toISOString(),
        })),
        // A page past the end has no rows to carry the count.
        pagination: paginationOf(
          rows[0]?.total ?? (paging.offset > 0 ? await countReportedFoods(db, likePattern(query.keywords)) : 0),
          paging,
        ),
      };
    },

    async removeReportedFood(request) {
      const { id } = request.params;
      await closeReports(id, 'Removed', true, expectedVersionOf(request));
      return { message: foodReportMessages.removed };
    },

    async ignoreFoodReport(request) {
      const { id } = request.params;
      await closeReports(id, 'Ignored', false, expectedVersionOf(request));
      return { message: foodReportMessages.ignored };
    },
  };
}

async function countReportedFoods(db: Database, pattern: string | null): Promise<number> {
  const [row] = await db.query<{ total: number }>(`SELECT count(*) AS total FROM foods f WHERE ${REPORTED}`, [pattern]);
  return row.total;
}
