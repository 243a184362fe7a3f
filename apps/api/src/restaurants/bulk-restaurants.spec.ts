import { DEMO_PASSWORD } from '../seed/demo-catalog';
import { signInEveryRole, type ConsoleRole } from '../testing/role-tokens';
import { startTestApi, type TestApi } from '../testing/test-api';
import { latestEvent } from '../testing/bulk-events';

let api: TestApi;
let tokens: Record<ConsoleRole, string>;

const BULK = '/admin/restaurant/bulk-change-status';

beforeAll(async () => {
  api = await startTestApi();
  tokens = await signInEveryRole(api);
});

afterAll(async () => {
  await api?.close();
});

let sequence = 0;

/** Approved restaurants named with `word`, without owners, made for one test. */
async function restaurantsNamed(word: string, count: number): Promise<number[]> {
  sequence += 1;
  const rows = await api.db.query<{ id: number }>(
    `INSERT INTO restaurants (restaurant_name) SELECT $1 || ' ' || $2 || ' ' || i FROM generate_series(1, $3::int) AS i
     RETURNING restaurant_id AS id`,
    [word, sequence, count],
  );
  return rows.map((row) => row.id);
}

async function statuses(ids: number[]): Promise<string[]> {
  const rows = await api.db.query<{ status: string }>(
    'SELECT account_status AS status FROM restaurants WHERE restaurant_id = ANY($1::int[]) ORDER BY restaurant_id',
    [ids],
  );
  return rows.map((row) => row.status);
}

const suspend = (body: Record<string, unknown>, token = tokens.admin) =>
  api.call('POST', BULK, { token, body: { account_status: 'Suspended', ...body } });

describe('suspending or approving many restaurants', () => {
  it('suspends the chosen restaurants in one call, recorded as one event with their count and ids', async () => {
    const ids = await restaurantsNamed('Chosen', 3);

    const response = await suspend({ ids });

    expect(response).toMatchObject({ status: 200, body: { message: '3 restaurants suspended successfully', count: 3 } });
    expect(await statuses(ids)).toEqual(['Suspended', 'Suspended', 'Suspended']);
    const event = await latestEvent(api, tokens.superAdmin, 'bulkChangeRestaurantStatus');
    expect(event).toMatchObject({ affectedCount: 3, object: { type: 'Restaurant' }, actionLabel: 'Restaurants suspended' });
    expect([...event?.affectedIds].sort((a: number, b: number) => a - b)).toEqual(ids);
  });

  it("answers the single call's words for one restaurant, and approves", async () => {
    const [id] = await restaurantsNamed('Lone', 1);
    expect((await suspend({ ids: [id] })).body).toEqual({ message: 'Restaurant Suspended successfully', count: 1 });
    const approved = await api.call('POST', BULK, { token: tokens.superAdmin, body: { ids: [id], account_status: 'Approved' } });
    expect(approved.body).toEqual({ message: 'Restaurant Approved successfully', count: 1 });
    expect(await statuses([id])).toEqual(['Approved']);
  });

  it('suspends every restaurant the filters select when the count is the one shown', async () => {
    const ids = await restaurantsNamed('Matchy', 4);
    const matching = { searchQuery: `Matchy ${sequence} `, account_status: 'Approved' };

    const stale = await suspend({ matching, expectedCount: 3 });
    expect(stale).toMatchObject({
      status: 409,
      body: { message: 'The selection changed: 4 restaurants match now, not 3. Review it and try again.' },
    });
    expect(await statuses(ids)).toEqual(['Approved', 'Approved', 'Approved', 'Approved']);

    const response = await suspend({ matching, expectedCount: 4 });
    expect(response.body).toEqual({ message: '4 restaurants suspended successfully', count: 4 });
    expect(await statuses(ids)).toEqual(['Suspended', 'Suspended', 'Suspended', 'Suspended']);
  });

  it('changes nothing when one chosen restaurant is gone, and names it', async () => {
    const ids = await restaurantsNamed('Partly', 3);
    await api.db.query('DELETE FROM restaurants WHERE restaurant_id = $1', [ids[2]]);

    const response = await suspend({ ids });

    expect(response).toMatchObject({ status: 404, body: { message: `Restaurant ${ids[2]} not found` } });
    expect(await statuses(ids)).toEqual(['Approved', 'Approved']);
  });

  it('changes nothing when the database fails on a row midway (all or nothing)', async () => {
    const ids = await restaurantsNamed('Atomic', 5);
    await api.db.exec(`
      CREATE FUNCTION refuse_third_restaurant() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'injected failure'; END $$;
      CREATE TRIGGER refuse_third_restaurant BEFORE UPDATE ON restaurants FOR EACH ROW
        WHEN (NEW.restaurant_id = ${ids[2]}) EXECUTE FUNCTION refuse_third_restaurant();`);
    try {
      const response = await suspend({ ids });
      expect(response.status).toBe(500);
    } finally {
      await api.db.exec('DROP TRIGGER refuse_third_restaurant ON restaurants; DROP FUNCTION refuse_third_restaurant();');
    }
    expect(await statuses(ids)).toEqual(['Approved', 'Approved', 'Approved', 'Approved', 'Approved']);
  });

  it("ends a suspended owner's access at once, as the single call does", async () => {
    const email = `bulk-owner-${Date.now()}@bulk.example`;
    const created = await api.call('POST', '/admin/restaurant/create-restaurant', {
      token: tokens.admin,
      body: {
        emailAddress: email,
        password: DEMO_PASSWORD,
        restaurantName: 'Bulk Owner Diner',
        restaurantCategoryIds: [
          (await api.db.query<{ id: number }>('SELECT min(restaurant_category_id) AS id FROM restaurant_categories'))[0].id,
        ],
        locations: [
          { streetAddress: '1 Bulk St', latitude: 30.27, longitude: -97.74, phoneCountryCode: '+1', phoneNumber: '(512) 867-5309' },
        ],
      },
    });
    expect(created.status).toBe(201);
    const token = await api.login(email, 'Restaurant');
    expect((await api.call('GET', '/auth/me', { token })).status).toBe(200);

    await suspend({ ids: [created.body.restaurantId] });

    expect((await api.call('GET', '/auth/me', { token })).status).toBeGreaterThanOrEqual(401);
  });

  it.each([
    [{ ids: [1], matching: {}, expectedCount: 1 }, 'Select the rows by ids or by matching with expectedCount, not both'],
    [{}, 'Select the rows by ids or by matching with expectedCount, not both'],
    [{ matching: {} }, 'Select the rows by ids or by matching with expectedCount, not both'],
    [{ ids: [] }, 'Select at least one row'],
    [{ ids: [1, 1] }, 'A row is selected twice'],
    [{ ids: Array.from({ length: 10_001 }, (_, i) => i + 1) }, 'Select at most 10,000 rows at once'],
    [{ ids: ['one'] }, undefined],
    [{ matching: { account_status: 'Closed' }, expectedCount: 1 }, 'Account Status must be one of: Approved, Suspended'],
  ])('refuses a malformed selection with a 400 (%#)', async (body, message) => {
    const response = await suspend(body);
    expect(response.status).toBe(400);
    if (message) expect(response.body.message).toBe(message);
  });

  it('is for administrators only', async () => {
    const [id] = await restaurantsNamed('Owned', 1);
    expect((await suspend({ ids: [id] }, tokens.restaurant)).status).toBe(403);
    expect(await statuses([id])).toEqual(['Approved']);
  });
});
