import { dealRestaurants, type DealRestaurant } from '../testing/deal-fixtures';
import { signInEveryRole, type ConsoleRole } from '../testing/role-tokens';
import { startTestApi, type TestApi } from '../testing/test-api';

/*
 * previewBulkDeleteFoods and its admin twin (issue 34): what a bulk delete of menu items would do to deals,
 * for the Delete Confirmation to name, changing nothing; then the delete does what the preview said.
 */

let api: TestApi;
let tokens: Record<ConsoleRole, string>;
let own: DealRestaurant;
let other: DealRestaurant;

beforeAll(async () => {
  api = await startTestApi();
  tokens = await signInEveryRole(api);
  ({ own, other } = await dealRestaurants(api));
});

afterAll(async () => {
  await api?.close();
});

let sequence = 0;

async function newFoods(restaurantId: number, count: number): Promise<number[]> {
  sequence += 1;
  const rows = await api.db.query<{ id: number }>(
    `INSERT INTO foods (restaurant_id, food_category_id, food_item_name, description, price, tags, extra_attributes)
     SELECT $1, (SELECT min(category_id) FROM food_categories WHERE restaurant_id = $1), 'Preview ' || $2 || ' ' || i,
            'Preview test item', 4.5, ARRAY['Mild'], '{}'
       FROM generate_series(1, $3::int) AS i
     RETURNING food_id AS id`,
    [restaurantId, sequence, count],
  );
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

async function dealWith(restaurant: DealRestaurant, title: string, foodIds: number[], endDate: string | null = null): Promise<number> {
  const [deal] = await api.db.query<{ id: number }>(
    `INSERT INTO deals (restaurant_id, address_id, title, start_date, end_date) VALUES ($1, $2, $3, '2020-01-01', $4) RETURNING deal_id AS id`,
    [restaurant.restaurantId, restaurant.addressIds[0], title, endDate],
  );
  for (const foodId of foodIds) await api.db.query('INSERT INTO deal_foods (deal_id, food_id) VALUES ($1, $2)', [deal.id, foodId]);
  return deal.id;
}

const dealsState = async (ids: number[]) =>
  api.db.query<{ id: number; active: boolean; items: number }>(
    `SELECT d.deal_id AS id, d.is_active AS active, (SELECT count(*)::int FROM deal_foods df WHERE df.deal_id = d.deal_id) AS items
       FROM deals d WHERE d.deal_id = ANY($1::int[]) ORDER BY d.deal_id`,
    [ids],
  );

describe('previewBulkDeleteFoods', () => {
  it('names the current deals the items are in, and those left empty, changing nothing; the delete then does that', async () => {
    const [a, b, c] = await newFoods(own.restaurantId, 3);
    const both = await dealWith(own, 'Preview Both', [a, b]);
    const withC = await dealWith(own, 'Preview With C', [a, c]);
    const expired = await dealWith(own, 'Preview Expired', [b], '2021-01-01');
    const before = await dealsState([both, withC, expired]);

    const preview = await api.call('POST', '/food/preview-bulk-delete-foods', { token: tokens.restaurant, body: { ids: [a, b] } });

    expect(preview).toMatchObject({
      status: 200,
      body: {
        count: 2,
        currentDeals: [
          { dealId: both, title: 'Preview Both', leftEmpty: true },
          { dealId: withC, title: 'Preview With C', leftEmpty: false },
        ],
      },
    });
    expect(await dealsState([both, withC, expired])).toEqual(before);
    const [{ n }] = await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM foods WHERE food_id = ANY($1::int[])', [[a, b, c]]);
    expect(n).toBe(3);

    const deleted = await api.call('POST', '/food/bulk-delete-foods', { token: tokens.restaurant, body: { ids: [a, b] } });
    expect(deleted.body.message).toBe(
      "2 food items deleted successfully. They were taken out of the current deals 'Preview Both', 'Preview With C'; 'Preview Both' has no items left and was deactivated",
    );
  });

  it('takes the list’s filters with expectedCount, as the delete does: another count now is 409', async () => {
    const ids = await newFoods(own.restaurantId, 2);
    const keywords = `Preview ${sequence}`;
    const matching = await api.call('POST', '/food/preview-bulk-delete-foods', {
      token: tokens.restaurant,
      body: { matching: { keywords }, expectedCount: 2 },
    });
    expect(matching).toMatchObject({ status: 200, body: { count: 2, currentDeals: [] } });
    const changed = await api.call('POST', '/food/preview-bulk-delete-foods', {
      token: tokens.restaurant,
      body: { matching: { keywords }, expectedCount: 3 },
    });
    expect(changed).toMatchObject({
      status: 409,
      body: { message: 'The selection changed: 2 food items match now, not 3. Review it and try again.' },
    });
    expect(ids).toHaveLength(2);
  });

  it("refuses another restaurant's item (404) for an owner, and answers an administrator on the path's restaurant", async () => {
    const [theirs] = await newFoods(other.restaurantId, 1);
    const deal = await dealWith(other, 'Preview Theirs', [theirs]);
    const refused = await api.call('POST', '/food/preview-bulk-delete-foods', { token: tokens.restaurant, body: { ids: [theirs] } });
    expect(refused).toMatchObject({ status: 404, body: { message: `Food Item ${theirs} not found` } });

    const admin = await api.call('POST', `/admin/food/preview-bulk-delete-foods/${other.restaurantId}`, {
      token: tokens.admin,
      body: { ids: [theirs] },
    });
    expect(admin).toMatchObject({
      status: 200,
      body: { count: 1, currentDeals: [{ dealId: deal, title: 'Preview Theirs', leftEmpty: true }] },
    });
    const ownerOnAdminCall = await api.call('POST', `/admin/food/preview-bulk-delete-foods/${other.restaurantId}`, {
      token: tokens.restaurant,
      body: { ids: [theirs] },
    });
    expect(ownerOnAdminCall.status).toBe(403);
    expect((await api.call('POST', '/food/preview-bulk-delete-foods', { token: tokens.admin, body: { ids: [theirs] } })).status).toBe(403);
  });
});
