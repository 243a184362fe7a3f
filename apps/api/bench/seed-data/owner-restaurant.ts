import type { Queryable } from '../../src/db/database';

/**
 * The restaurant `ownerEmail` owns and how many rows of `counted` (its addresses, foods or deals) it has
 * already: the bench tops one owner's restaurant up to a count, deterministically from what is there.
 */
export async function findOwnerRestaurant(
  db: Queryable,
  ownerEmail: string,
  counted: 'addresses' | 'foods' | 'deals',
): Promise<{ restaurantId: number; existing: number }> {
  const [restaurant] = await db.query<{ restaurantId: number; existing: number }>(
    `SELECT r.restaurant_id AS "restaurantId", (SELECT count(*)::int FROM ${counted} c WHERE c.restaurant_id = r.restaurant_id) AS existing
       FROM restaurants r JOIN users u ON u.user_id = r.owner_user_id
      WHERE lower(u.email_address) = lower($1)`,
    [ownerEmail],
  );
  if (!restaurant) throw new Error(`No restaurant is owned by ${ownerEmail}: seed the demo data first`);
  return restaurant;
}
