import { DEMO_ACCOUNTS } from '../seed/demo-plan';
import { openTestDatabase, type TestDatabase } from '../testing/test-database';
import type { Database } from './database';

/*
 * Migration 036: the database moves an object's version on at every change its read shows, and only
 * then (a save that changes nothing, a sign-in, an app user's report or claim leave it), including the
 * changes made through other tables (a restaurant's categories, images and owner email; a location's
 * images; a deal's items). Runs on PGlite, and on PostgreSQL with the suite's DATABASE_URL.
 */

let database: TestDatabase;
let db: Database;

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
});

afterAll(() => database?.dispose());

async function version(table: string, idColumn: string, id: number): Promise<number> {
  const [row] = await db.query<{ version: number }>(`SELECT version FROM ${table} WHERE ${idColumn} = $1`, [id]);
  return row.version;
}

async function first(sql: string): Promise<number> {
  const [row] = await db.query<{ id: number }>(sql);
  return row.id;
}

it('moves a menu item on at a real change only, not at a save of the same values nor at its reports', async () => {
  const foodId = await first('SELECT min(food_id) AS id FROM foods');
  const before = await version('foods', 'food_id', foodId);
  await db.query('UPDATE foods SET price = price, description = description, updated_at = now() WHERE food_id = $1', [foodId]);
  expect(await version('foods', 'food_id', foodId)).toBe(before);
  await db.query(`INSERT INTO food_reports (food_id, reason) VALUES ($1, 'Spec report')`, [foodId]);
  expect(await version('foods', 'food_id', foodId)).toBe(before);
  await db.query('UPDATE foods SET price = price + 1 WHERE food_id = $1', [foodId]);
  expect(await version('foods', 'food_id', foodId)).toBe(before + 1);
  // A statement that sets the version itself moves it on by one, whatever it asks.
  await db.query('UPDATE foods SET version = 1000 WHERE food_id = $1', [foodId]);
  expect(await version('foods', 'food_id', foodId)).toBe(before + 2);
});

it('moves an account on at a change of what the Admins list shows, not at a sign-in, a password or a theme', async () => {
  const [{ id }] = await db.query<{ id: number }>('SELECT user_id AS id FROM users WHERE email_address = $1', [DEMO_ACCOUNTS.admin]);
  const before = await version('users', 'user_id', id);
  await db.query(
    `UPDATE users SET last_login_at = now(), password_hash = password_hash || '', theme = 'dark', need_to_change_password = NOT need_to_change_password
      WHERE user_id = $1`,
    [id],
  );
  expect(await version('users', 'user_id', id)).toBe(before);
  await db.query(`UPDATE users SET phone_number = '5125550000' WHERE user_id = $1`, [id]);
  expect(await version('users', 'user_id', id)).toBe(before + 1);
});

it("moves a restaurant profile on with its choice of categories, company-wide images and owner's email; not with its locations or a category's own edit", async () => {
  const [{ id, ownerId }] = await db.query<{ id: number; ownerId: number }>(
    'SELECT min(restaurant_id) AS id, min(owner_user_id) AS "ownerId" FROM restaurants WHERE owner_user_id IS NOT NULL GROUP BY owner_user_id ORDER BY 1 LIMIT 1',
  );
  const at = () => version('restaurants', 'restaurant_id', id);
  let expected = await at();

  await db.query(
    `INSERT INTO addresses (restaurant_id, street_address, latitude, longitude, phone_country_code, phone_number)
     VALUES ($1, '1 Spec St', 30.27, -97.74, '+1', '5125550100')`,
    [id],
  );
  expect(await at()).toBe(expected);

  const category = await first(
    `SELECT min(restaurant_category_id) AS id FROM restaurant_categories c
      WHERE NOT EXISTS (SELECT 1 FROM restaurant_category_links l WHERE l.restaurant_id = ${id} AND l.restaurant_category_id = c.restaurant_category_id)`,
  );
  await db.query('INSERT INTO restaurant_category_links (restaurant_id, restaurant_category_id) VALUES ($1, $2)', [id, category]);
  expect(await at()).toBe((expected += 1));

  // A category's own change shows in the restaurant's read (its categories carry their versions and names),
  // but is no change of the restaurant: an owner saving their profile meanwhile loses nothing by it.
  const keptCategory = async () => {
    const [{ kept }] = await db.query<{ kept: Array<{ restaurantCategoryId: number; restaurantCategoryName: string; version: number }> }>(
      'SELECT categories_json::jsonb AS kept FROM restaurants WHERE restaurant_id = $1',
      [id],
    );
    return kept.find((entry) => entry.restaurantCategoryId === category);
  };
  await db.query(`UPDATE restaurant_categories SET description = description || ' (spec)' WHERE restaurant_category_id = $1`, [category]);
  expect((await keptCategory())?.version).toBe(await version('restaurant_categories', 'restaurant_category_id', category));
  expect(await at()).toBe(expected);
  await db.query(
    `UPDATE restaurant_categories SET restaurant_category_name = restaurant_category_name || ' Spec' WHERE restaurant_category_id = $1`,
    [category],
  );
  expect((await keptCategory())?.restaurantCategoryName).toMatch(/ Spec$/);
  expect(await at()).toBe(expected);

  await db.query('DELETE FROM restaurant_category_links WHERE restaurant_id = $1 AND restaurant_category_id = $2', [id, category]);
  expect(await keptCategory()).toBeUndefined();
  expect(await at()).toBe((expected += 1));

  await db.query(
    `INSERT INTO images (restaurant_id, image_file_url) VALUES ($1, 'https://images.example.com/a.png'), ($1, 'https://images.example.com/b.png')`,
    [id],
  );
  expect(await at()).toBe((expected += 1));

  await db.query(`UPDATE users SET email_address = 'spec-owner@example.com' WHERE user_id = $1`, [ownerId]);
  expect(await at()).toBe((expected += 1));
});

it('moves a location on with its images, and a deal with its items', async () => {
  const addressId = await first('SELECT min(address_id) AS id FROM addresses');
  const [{ restaurantId }] = await db.query<{ restaurantId: number }>(
    'SELECT restaurant_id AS "restaurantId" FROM addresses WHERE address_id = $1',
    [addressId],
  );
  const location = await version('addresses', 'address_id', addressId);
  const profile = await version('restaurants', 'restaurant_id', restaurantId);
  await db.query(`INSERT INTO images (restaurant_id, address_id, image_file_url) VALUES ($1, $2, 'https://images.example.com/l.png')`, [
    restaurantId,
    addressId,
  ]);
  expect(await version('addresses', 'address_id', addressId)).toBe(location + 1);
  expect(await version('restaurants', 'restaurant_id', restaurantId)).toBe(profile);

  const [{ dealId, foodId }] = await db.query<{ dealId: number; foodId: number }>(
    `SELECT d.deal_id AS "dealId", f.food_id AS "foodId" FROM deals d JOIN foods f ON f.restaurant_id = d.restaurant_id
      WHERE NOT EXISTS (SELECT 1 FROM deal_foods df WHERE df.deal_id = d.deal_id AND df.food_id = f.food_id) ORDER BY 1, 2 LIMIT 1`,
  );
  const deal = await version('deals', 'deal_id', dealId);
  await db.query('UPDATE deals SET claim_count = claim_count + 1 WHERE deal_id = $1', [dealId]);
  expect(await version('deals', 'deal_id', dealId)).toBe(deal);
  await db.query('INSERT INTO deal_foods (deal_id, food_id) VALUES ($1, $2)', [dealId, foodId]);
  expect(await version('deals', 'deal_id', dealId)).toBe(deal + 1);
});
