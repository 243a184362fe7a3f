import type { Database } from '../db/database';
import { notFound } from '../http/api-error';

/*
 * Merging restaurants (spec §4 Merge) in one transaction: any failure leaves every table as it was.
 *
 * Decisions where the spec is silent:
 * - The new restaurant belongs to the owner of the first listed source that has one, and takes that
 *   source's account status; the other sources' owner accounts are deleted with their sources (a restaurant
 *   account is one login and one restaurant, so they would be left without a restaurant).
 * - Categories are the union of the sources'. Locations, images, menu items, deals and food reports move
 *   as they are; menu categories with the same name (case ignored) become one.
 */
export async function mergeRestaurants(db: Database, restaurantIds: number[], newRestaurantName: string): Promise<number> {
  return db.transaction(async (tx) => {
    const sources = await tx.query<{ restaurantId: number; ownerUserId: number | null; accountStatus: string }>(
      `SELECT restaurant_id AS "restaurantId", owner_user_id AS "ownerUserId", account_status AS "accountStatus"
         FROM restaurants WHERE restaurant_id = ANY($1::int[]) FOR UPDATE`,
      [restaurantIds],
    );
    const found = new Set(sources.map((source) => source.restaurantId));
    const missing = restaurantIds.filter((id) => !found.has(id));
    if (missing.length > 0) throw notFound(`Restaurant not found: ${missing.join(', ')}`);

    const ordered = restaurantIds.map((id) => sources.find((source) => source.restaurantId === id)!);
    const keeper = ordered.find((source) => source.ownerUserId !== null);
    const otherOwners = ordered.filter((source) => source !== keeper && source.ownerUserId !== null).map((source) => source.ownerUserId);

    // The owner moves: release it from its source first (one restaurant per owner).
    await tx.query('UPDATE restaurants SET owner_user_id = NULL WHERE restaurant_id = ANY($1::int[])', [restaurantIds]);
    const [{ id: mergedId }] = await tx.query<{ id: number }>(
      `INSERT INTO restaurants (restaurant_name, owner_user_id, account_status) VALUES ($1, $2, $3) RETURNING restaurant_id AS id`,
      [newRestaurantName, keeper?.ownerUserId ?? null, keeper?.accountStatus ?? 'Approved'],
    );
    const moved = [mergedId, restaurantIds] as const;

    await tx.query(
      `INSERT INTO restaurant_category_links (restaurant_id, restaurant_category_id)
       SELECT DISTINCT $1::int, restaurant_category_id FROM restaurant_category_links WHERE restaurant_id = ANY($2::int[])`,
      moved,
    );
    await tx.query('UPDATE addresses SET restaurant_id = $1 WHERE restaurant_id = ANY($2::int[])', moved);
    await tx.query('UPDATE images SET restaurant_id = $1 WHERE restaurant_id = ANY($2::int[])', moved);

    // One menu category per name: the oldest of each name is kept, items of the others join it.
    await tx.query(
      `WITH kept AS (
         SELECT DISTINCT ON (lower(category_name)) category_id, lower(category_name) AS name_key
           FROM food_categories WHERE restaurant_id = ANY($1::int[])
          ORDER BY lower(category_name), category_id
       )
       UPDATE foods f SET food_category_id = kept.category_id
         FROM food_categories fc JOIN kept ON kept.name_key = lower(fc.category_name)
        WHERE f.food_category_id = fc.category_id AND fc.restaurant_id = ANY($1::int[]) AND fc.category_id <> kept.category_id`,
      [restaurantIds],
    );
    await tx.query(
      `UPDATE food_categories SET restaurant_id = $1
        WHERE category_id IN (SELECT DISTINCT ON (lower(category_name)) category_id
                                FROM food_categories WHERE restaurant_id = ANY($2::int[])
                               ORDER BY lower(category_name), category_id)`,
      moved,
    );
    // Food reports and deal items follow their menu items; deals follow with their locations' restaurant.
    await tx.query('UPDATE foods SET restaurant_id = $1 WHERE restaurant_id = ANY($2::int[])', moved);
    await tx.query('UPDATE deals SET restaurant_id = $1 WHERE restaurant_id = ANY($2::int[])', moved);

    // What is left of the sources (their duplicate menu categories, category links) goes with them.
    await tx.query('DELETE FROM restaurants WHERE restaurant_id = ANY($1::int[])', [restaurantIds]);
    if (otherOwners.length > 0) await tx.query('DELETE FROM users WHERE user_id = ANY($1::int[])', [otherOwners]);
    return mergedId;
  });
}
