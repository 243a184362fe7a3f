import { DEMO_PASSWORD } from '../seed/demo-catalog';
import { signInEveryRole, type ConsoleRole } from '../testing/role-tokens';
import { startTestApi, type TestApi } from '../testing/test-api';

let api: TestApi;
let tokens: Record<ConsoleRole, string>;

beforeAll(async () => {
  api = await startTestApi();
  tokens = await signInEveryRole(api);
});

afterAll(async () => {
  await api?.close();
});

const merge = (body: unknown, token = tokens.admin) => api.call('POST', '/admin/restaurant/merge-restaurants', { token, body });

/** Two owned restaurants with at least one menu category name in common. */
async function pickSources(): Promise<[number, number]> {
  const [pair] = await api.db.query<{ a: number; b: number }>(
    `SELECT a.restaurant_id AS a, b.restaurant_id AS b
       FROM food_categories a JOIN food_categories b ON lower(a.category_name) = lower(b.category_name) AND a.restaurant_id < b.restaurant_id
       JOIN restaurants ra ON ra.restaurant_id = a.restaurant_id AND ra.owner_user_id IS NOT NULL
       JOIN restaurants rb ON rb.restaurant_id = b.restaurant_id AND rb.owner_user_id IS NOT NULL
      WHERE EXISTS (SELECT 1 FROM food_reports fr JOIN foods f USING (food_id) WHERE f.restaurant_id IN (a.restaurant_id, b.restaurant_id))
      ORDER BY 1, 2 LIMIT 1`,
  );
  return [pair.a, pair.b];
}

/** Every table's row count and a hash of its content: equal snapshots mean nothing changed. */
async function snapshot(): Promise<Record<string, string>> {
  const tables = await api.db.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
  );
  const result: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await api.db.query<{ count: number; digest: string | null }>(
      `SELECT count(*) AS count, md5(string_agg(t::text, '|' ORDER BY t::text)) AS digest FROM ${name} t`,
    );
    result[name] = `${row.count} ${row.digest}`;
  }
  return result;
}

async function countsOf(restaurantIds: number[]) {
  const [row] = await api.db.query<Record<string, number>>(
    `SELECT (SELECT count(*) FROM addresses WHERE restaurant_id = ANY($1::int[])) AS addresses,
            (SELECT count(*) FROM images WHERE restaurant_id = ANY($1::int[])) AS images,
            (SELECT count(*) FROM foods WHERE restaurant_id = ANY($1::int[])) AS foods,
            (SELECT count(*) FROM deals WHERE restaurant_id = ANY($1::int[])) AS deals,
            (SELECT count(*) FROM food_reports r JOIN foods f USING (food_id) WHERE f.restaurant_id = ANY($1::int[])) AS reports,
            (SELECT count(DISTINCT lower(category_name)) FROM food_categories WHERE restaurant_id = ANY($1::int[])) AS "menuCategoryNames",
            (SELECT count(DISTINCT restaurant_category_id) FROM restaurant_category_links WHERE restaurant_id = ANY($1::int[])) AS categories`,
    [restaurantIds],
  );
  return row;
}

describe('POST /admin/restaurant/merge-restaurants', () => {
  it('leaves the database exactly as it was when the merge fails halfway', async () => {
    const sources = await pickSources();
    // The last step (deleting the sources) fails: every earlier step must be undone.
    await api.db.exec(`
      CREATE FUNCTION refuse_restaurant_delete() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'injected failure'; END $$;
      CREATE TRIGGER refuse_restaurant_delete BEFORE DELETE ON restaurants FOR EACH ROW EXECUTE FUNCTION refuse_restaurant_delete();
    `);
    const before = await snapshot();
    try {
      const response = await merge({ restaurantIds: sources, newRestaurantName: 'Never Merged' });

      expect(response).toMatchObject({
        status: 500,
        body: { message: expect.stringMatching(/^Something went wrong, please try again later \(reference: /) },
      });
      expect(await snapshot()).toEqual(before);
    } finally {
      await api.db.exec('DROP TRIGGER refuse_restaurant_delete ON restaurants; DROP FUNCTION refuse_restaurant_delete();');
    }
  });

  it('moves everything of the sources into one new restaurant and deletes the sources', async () => {
    const sources = await pickSources();
    const expected = await countsOf(sources);
    const owners = await api.db.query<{ id: number; email: string }>(
      `SELECT u.user_id AS id, u.email_address AS email FROM restaurants r JOIN users u ON u.user_id = r.owner_user_id
        WHERE r.restaurant_id = ANY($1::int[]) ORDER BY array_position($1::int[], r.restaurant_id)`,
      [sources],
    );

    const response = await merge({ restaurantIds: sources, newRestaurantName: '  Merged Kitchen ' }, tokens.superAdmin);

    expect(response).toMatchObject({ status: 201, body: { message: 'Restaurants merged successfully', restaurantId: expect.any(Number) } });
    const mergedId = response.body.restaurantId;
    expect(await countsOf([mergedId])).toEqual(expected);
    expect(await countsOf(sources)).toEqual({
      addresses: 0,
      images: 0,
      foods: 0,
      deals: 0,
      reports: 0,
      menuCategoryNames: 0,
      categories: 0,
    });
    expect(await api.db.query('SELECT 1 FROM restaurants WHERE restaurant_id = ANY($1::int[])', [sources])).toHaveLength(0);
    // One menu category per name.
    const [{ duplicates }] = await api.db.query<{ duplicates: number }>(
      `SELECT count(*) - count(DISTINCT lower(category_name)) AS duplicates FROM food_categories WHERE restaurant_id = $1`,
      [mergedId],
    );
    expect(duplicates).toBe(0);
    // The first source's owner now owns the merged restaurant; the other owner account is gone.
    const login = await api.call('POST', '/auth/login', {
      body: { emailAddress: owners[0].email, password: DEMO_PASSWORD, userType: 'Restaurant' },
    });
    expect(login.body.user.restaurant).toEqual({ restaurantId: mergedId, restaurantName: 'Merged Kitchen' });
    expect(await api.db.query('SELECT 1 FROM users WHERE user_id = $1', [owners[1].id])).toHaveLength(0);
    const details = await api.call('GET', `/admin/restaurant/get-restaurant-details/${mergedId}`, { token: tokens.admin });
    expect(details.body.restaurant.restaurantAddressCount).toBe(expected.addresses);
  });

  it.each([
    [{ restaurantIds: [1], newRestaurantName: 'Solo' }, 'Select more than 1 restaurant to merge'],
    [{ restaurantIds: [1, 1], newRestaurantName: 'Twice' }, 'Restaurant Ids must not repeat a value'],
    [{ restaurantIds: [1, 2], newRestaurantName: '' }, 'New Restaurant Name is required'],
    [{ restaurantIds: [1, 2], newRestaurantName: '   ' }, 'New Restaurant Name is required'],
    [{ restaurantIds: [1, 2], newRestaurantName: 'x'.repeat(256) }, 'New Restaurant Name cannot exceed 255 characters'],
  ])('answers 400 for %j', async (body, message) => {
    const response = await merge(body);
    expect(response).toMatchObject({ status: 400, body: { message } });
  });

  it('answers 404 when a restaurant does not exist, and changes nothing', async () => {
    const [existing] = await api.db.query<{ id: number }>('SELECT restaurant_id AS id FROM restaurants LIMIT 1');
    const before = await snapshot();

    const response = await merge({ restaurantIds: [existing.id, 99999999], newRestaurantName: 'Ghost' });

    expect(response).toMatchObject({ status: 404, body: { message: 'Restaurant not found: 99999999' } });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses restaurant owners', async () => {
    expect((await merge({ restaurantIds: [1, 2], newRestaurantName: 'Nope' }, tokens.restaurant)).status).toBe(403);
  });
});
