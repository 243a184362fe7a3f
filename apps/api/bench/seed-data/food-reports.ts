import type { Database } from '../../src/db/database';
import { insertRows } from '../../src/db/insert-rows';
import { SeededRandom } from '../../src/seed/random';

export interface FoodReportsSummary {
  added: number;
  openReports: number;
  reportedFoods: number;
  milliseconds: number;
}

const REASONS = ['Not available any more', 'Wrong price', 'Misleading picture', 'Allergen not listed', null];

/**
 * Tops the open food reports up to `reports`, for the food reports figures of the bench: each on an item
 * of the whole platform still offered, picked among one item in ten so that most reported items carry
 * several reports, by an app user when there are any, over the last 60 days. One transaction;
 * deterministic for the same starting data. Run it after the restaurants and app users.
 */
export async function addFoodReports(db: Database, { reports }: { reports: number }): Promise<FoodReportsSummary> {
  const started = performance.now();
  const [{ existing }] = await db.query<{ existing: number }>('SELECT count(*)::int AS existing FROM food_reports WHERE closed_at IS NULL');
  const count = Math.max(0, reports - existing);
  const foods = await db.query<{ id: number }>(
    'SELECT food_id AS id FROM foods WHERE removed_from_recommendations_at IS NULL AND food_id % 10 = 3 ORDER BY food_id',
  );
  const users = await db.query<{ id: number }>("SELECT user_id AS id FROM users WHERE user_type = 'Customer' ORDER BY user_id LIMIT 5000");
  if (count > 0 && foods.length === 0) throw new Error('Add restaurants first: there is no item to report');
  const random = new SeededRandom(15_485_863 + existing);
  const now = Date.now();
  const rows = Array.from({ length: count }, () => [
    random.pick(foods).id,
    users.length ? random.pick(users).id : null,
    random.pick(REASONS),
    new Date(now - random.int(0, 60 * 24 * 60) * 60_000),
  ]);
  await db.transaction((tx) => insertRows(tx, 'food_reports', ['food_id', 'reporter_user_id', 'reason', 'reported_at'], rows));
  const [totals] = await db.query<{ openReports: number; reportedFoods: number }>(
    `SELECT count(*)::int AS "openReports", count(DISTINCT food_id)::int AS "reportedFoods" FROM food_reports WHERE closed_at IS NULL`,
  );
  return { added: count, ...totals, milliseconds: Math.round(performance.now() - started) };
}
