import { dayFrom, dealRestaurants, followersOf, pushesOfDeal, type DealRestaurant } from '../testing/deal-fixtures';
import { signInEveryRole, type ConsoleRole } from '../testing/role-tokens';
import { startTestApi, type TestApi } from '../testing/test-api';
import { eventCount, latestEvent } from '../testing/bulk-events';

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

/** New menu items of the restaurant in one of its categories, named with `word`. */
async function newFoods(restaurantId: number, word: string, count: number, categoryId?: number): Promise<number[]> {
  sequence += 1;
  const rows = await api.db.query<{ id: number }>(
    `INSERT INTO foods (restaurant_id, food_category_id, food_item_name, description, price, tags, extra_attributes)
     SELECT $1, coalesce($2::int, (SELECT min(category_id) FROM food_categories WHERE restaurant_id = $1)),
            $3 || ' ' || $4 || ' ' || i, 'Bulk test item', 9.5, ARRAY['Mild'], '{}'
       FROM generate_series(1, $5::int) AS i
     RETURNING food_id AS id`,
    [restaurantId, categoryId ?? null, word, sequence, count],
  );
  return rows.map((row) => row.id);
}

async function existing(ids: number[]): Promise<number[]> {
  const rows = await api.db.query<{ id: number }>('SELECT food_id AS id FROM foods WHERE food_id = ANY($1::int[]) ORDER BY 1', [ids]);
  return rows.map((row) => row.id);
}

async function categoriesOf(ids: number[]): Promise<Array<number | null>> {
  const rows = await api.db.query<{ category: number | null }>(
    'SELECT food_category_id AS category FROM foods WHERE food_id = ANY($1::int[]) ORDER BY food_id',
    [ids],
  );
  return rows.map((row) => row.category);
}

async function newCategory(restaurantId: number): Promise<{ id: number; name: string }> {
  sequence += 1;
  const [row] = await api.db.query<{ id: number; name: string }>(
    `INSERT INTO food_categories (restaurant_id, category_name) VALUES ($1, 'Moved ' || $2) RETURNING category_id AS id, category_name AS name`,
    [restaurantId, sequence],
  );
  return row;
}

describe('deleting many menu items', () => {
  it("deletes the owner's chosen items in one call, one event counting them", async () => {
    const ids = await newFoods(own.restaurantId, 'Gone', 3);

    const response = await api.call('POST', '/food/bulk-delete-foods', { token: tokens.restaurant, body: { ids } });

    expect(response).toMatchObject({ status: 200, body: { message: '3 food items deleted successfully', count: 3 } });
    expect(await existing(ids)).toEqual([]);
    const event = await latestEvent(api, tokens.superAdmin, 'bulkDeleteFoods');
    expect(event).toMatchObject({ affectedCount: 3, restaurant: { restaurantId: own.restaurantId } });
    expect([...event?.affectedIds].sort((a: number, b: number) => a - b)).toEqual(ids);
  });

  it('takes the items out of their deals and deactivates a current deal left empty, saying so, as the single call does', async () => {
    const ids = await newFoods(own.restaurantId, 'Dealt', 2);
    const deal = await api.call('POST', '/deal/create-deal', {
      token: tokens.restaurant,
      body: { restaurantAddressId: own.addressIds[0], dealTitle: 'Only These Two', foodIds: ids, startDate: dayFrom(api, 0) },
    });
    expect(deal.status).toBe(201);

    const response = await api.call('POST', '/food/bulk-delete-foods', { token: tokens.restaurant, body: { ids } });

    expect(response.body.message).toBe(
      "2 food items deleted successfully. They were taken out of the current deal 'Only These Two'; 'Only These Two' has no items left and was deactivated",
    );
    const [row] = await api.db.query<{ active: boolean }>('SELECT is_active AS active FROM deals WHERE deal_id = $1', [
      deal.body.restaurantDealId,
    ]);
    expect(row.active).toBe(false);
  });

  it("deletes nothing when one chosen item is another restaurant's, and names it", async () => {
    const mine = await newFoods(own.restaurantId, 'Kept', 2);
    const theirs = await newFoods(other.restaurantId, 'Theirs', 1);
    const before = await eventCount(api, tokens.superAdmin, 'bulkDeleteFoods');

    const response = await api.call('POST', '/food/bulk-delete-foods', { token: tokens.restaurant, body: { ids: [...mine, ...theirs] } });

    expect(response).toMatchObject({ status: 404, body: { message: `Food Item ${theirs[0]} not found` } });
    expect(await existing([...mine, ...theirs])).toEqual([...mine, ...theirs]);
    expect(await eventCount(api, tokens.superAdmin, 'bulkDeleteFoods')).toBe(before);
  });

  it("lets an administrator delete a restaurant's items selected by the menu's search, when the count is the one shown", async () => {
    const ids = await newFoods(other.restaurantId, 'Zqxsearch', 3);
    const path = `/admin/food/bulk-delete-foods/${other.restaurantId}`;

    const stale = await api.call('POST', path, { token: tokens.admin, body: { matching: { keywords: 'zqxsearch' }, expectedCount: 2 } });
    expect(stale).toMatchObject({
      status: 409,
      body: { message: 'The selection changed: 3 food items match now, not 2. Review it and try again.' },
    });
    expect(await existing(ids)).toEqual(ids);

    const response = await api.call('POST', path, { token: tokens.admin, body: { matching: { keywords: 'zqxsearch' }, expectedCount: 3 } });
    expect(response.body).toEqual({ message: '3 food items deleted successfully', count: 3 });
    expect(await existing(ids)).toEqual([]);
  });
});

describe('moving many menu items', () => {
  it("moves the owner's items of a category filter to another category", async () => {
    const from = await newCategory(own.restaurantId);
    const to = await newCategory(own.restaurantId);
    const ids = await newFoods(own.restaurantId, 'Mover', 2, from.id);

    const response = await api.call('POST', '/food/bulk-move-foods', {
      token: tokens.restaurant,
      body: { matching: { food_category_ids: [from.id] }, expectedCount: 2, foodCategoryId: to.id },
    });

    expect(response.body).toEqual({ message: `2 food items moved to '${to.name}' successfully`, count: 2 });
    expect(await categoriesOf(ids)).toEqual([to.id, to.id]);
    expect(await latestEvent(api, tokens.superAdmin, 'bulkMoveFoods')).toMatchObject({ affectedCount: 2 });
  });

  it("refuses another restaurant's category, and an item of another restaurant for the admin twin, moving nothing", async () => {
    const ids = await newFoods(own.restaurantId, 'Stay', 2);
    const before = await categoriesOf(ids);
    const theirs = await newCategory(other.restaurantId);

    const foreignCategory = await api.call('POST', '/food/bulk-move-foods', {
      token: tokens.restaurant,
      body: { ids, foodCategoryId: theirs.id },
    });
    expect(foreignCategory).toMatchObject({ status: 404, body: { message: 'Category not found' } });

    const foreignItem = await api.call('POST', `/admin/food/bulk-move-foods/${other.restaurantId}`, {
      token: tokens.admin,
      body: { ids: [(await newFoods(other.restaurantId, 'Fine', 1))[0], ids[0]], foodCategoryId: theirs.id },
    });
    expect(foreignItem).toMatchObject({ status: 404, body: { message: `Food Item ${ids[0]} not found` } });
    expect(await categoriesOf(ids)).toEqual(before);
  });
});

describe('activating or deactivating many deals', () => {
  async function newDeal(restaurant: DealRestaurant, title: string, isActive: boolean): Promise<number> {
    const created = await api.call('POST', '/admin/deal/create-deal', {
      token: tokens.admin,
      body: {
        restaurantId: restaurant.restaurantId,
        restaurantAddressId: restaurant.addressIds[0],
        dealTitle: title,
        foodIds: restaurant.foodIds.slice(0, 2),
        startDate: dayFrom(api, 0),
        endDate: dayFrom(api, 3),
        isActive,
      },
    });
    expect(created.status).toBe(201);
    return created.body.restaurantDealId;
  }

  async function activeOf(ids: number[]): Promise<boolean[]> {
    const rows = await api.db.query<{ active: boolean }>(
      'SELECT is_active AS active FROM deals WHERE deal_id = ANY($1::int[]) ORDER BY deal_id',
      [ids],
    );
    return rows.map((row) => row.active);
  }

  it("activates the owner's chosen deals and tells the followers of each, as the single call does", async () => {
    const ids = [await newDeal(own, 'Bulk Lunch', false), await newDeal(own, 'Bulk Dinner', false)];

    const response = await api.call('POST', '/deal/bulk-change-deal-status', { token: tokens.restaurant, body: { ids, isActive: true } });

    expect(response.body).toEqual({ message: '2 deals activated successfully', count: 2 });
    expect(await activeOf(ids)).toEqual([true, true]);
    const followers = await followersOf(api, own.restaurantId);
    for (const id of ids) expect((await pushesOfDeal(api, id)).map((push) => push.userId)).toEqual(followers);
    expect(await latestEvent(api, tokens.superAdmin, 'bulkChangeDealStatus')).toMatchObject({ affectedCount: 2 });
  });

  it('changes nothing when one chosen deal is expired, and names it', async () => {
    const current = await newDeal(own, 'Still On', true);
    const expired = await newDeal(own, 'Pizza Roma', true);
    await api.db.query(`UPDATE deals SET start_date = start_date - 30, end_date = start_date - 20 WHERE deal_id = $1`, [expired]);

    const response = await api.call('POST', '/deal/bulk-change-deal-status', {
      token: tokens.restaurant,
      body: { ids: [current, expired], isActive: false },
    });

    expect(response).toMatchObject({
      status: 400,
      body: { message: "'Pizza Roma' is expired: an expired deal cannot be activated or deactivated" },
    });
    expect(await activeOf([current, expired])).toEqual([true, true]);
  });

  it("deactivates a restaurant's current deals for an administrator, by the list, and refuses another restaurant's deal", async () => {
    const [{ count }] = await api.db.query<{ count: number }>(
      `SELECT count(*) AS count FROM deals WHERE restaurant_id = $1 AND (end_date IS NULL OR end_date >= $2::date)`,
      [other.restaurantId, dayFrom(api, 0)],
    );
    const path = `/admin/deal/bulk-change-deal-status/${other.restaurantId}`;

    const foreign = await api.call('POST', path, { token: tokens.admin, body: { ids: [own.dealId], isActive: false } });
    expect(foreign).toMatchObject({ status: 404, body: { message: `Deal ${own.dealId} not found` } });

    const response = await api.call('POST', path, {
      token: tokens.admin,
      body: { matching: { dealList: 'current' }, expectedCount: count, isActive: false },
    });
    expect(response.body.count).toBe(count);
    const [{ active }] = await api.db.query<{ active: number }>(
      `SELECT count(*) AS active FROM deals WHERE restaurant_id = $1 AND is_active AND (end_date IS NULL OR end_date >= $2::date)`,
      [other.restaurantId, dayFrom(api, 0)],
    );
    expect(active).toBe(0);
  });
});

describe('closing the reports of many items', () => {
  async function reported(count: number): Promise<number[]> {
    const ids = await newFoods(other.restaurantId, 'Reported', count);
    await api.db.query(`INSERT INTO food_reports (food_id, reason) SELECT unnest($1::int[]), 'bulk test'`, [ids]);
    return ids;
  }

  async function openReports(ids: number[]): Promise<number> {
    const [{ count }] = await api.db.query<{ count: number }>(
      'SELECT count(*) AS count FROM food_reports WHERE food_id = ANY($1::int[]) AND closed_at IS NULL',
      [ids],
    );
    return count;
  }

  it('ignores the reports of the chosen items, one event counting the items', async () => {
    const ids = await reported(2);

    const response = await api.call('POST', '/admin/food-report/bulk-ignore-foods', { token: tokens.admin, body: { ids } });

    expect(response.body).toEqual({ message: '2 food reports ignored successfully', count: 2 });
    expect(await openReports(ids)).toBe(0);
    expect(await latestEvent(api, tokens.superAdmin, 'bulkIgnoreFoodReports')).toMatchObject({ affectedCount: 2 });
  });

  it('ignores nothing when one chosen item has no open reports, and names it', async () => {
    const ids = await reported(2);
    const [quiet] = await newFoods(other.restaurantId, 'Quiet', 1);

    const response = await api.call('POST', '/admin/food-report/bulk-ignore-foods', {
      token: tokens.admin,
      body: { ids: [...ids, quiet] },
    });

    expect(response).toMatchObject({ status: 404, body: { message: `'Quiet ${sequence} 1' has no open reports` } });
    expect(await openReports(ids)).toBe(2);
  });

  it('removes every item the search selects from recommendations when the count is the one shown', async () => {
    const ids = await reported(3);
    const matching = { keywords: `Reported ${sequence} ` };

    expect(
      (await api.call('POST', '/admin/food-report/bulk-remove-foods', { token: tokens.admin, body: { matching, expectedCount: 4 } }))
        .status,
    ).toBe(409);
    expect(await openReports(ids)).toBe(3);

    const response = await api.call('POST', '/admin/food-report/bulk-remove-foods', {
      token: tokens.admin,
      body: { matching, expectedCount: 3 },
    });
    expect(response.body).toEqual({ message: '3 food items removed successfully', count: 3 });
    const [{ hidden }] = await api.db.query<{ hidden: number }>(
      'SELECT count(*) AS hidden FROM foods WHERE food_id = ANY($1::int[]) AND removed_from_recommendations_at IS NOT NULL',
      [ids],
    );
    expect(hidden).toBe(3);
  });

  it('is for administrators only', async () => {
    const ids = await reported(1);
    expect((await api.call('POST', '/admin/food-report/bulk-remove-foods', { token: tokens.restaurant, body: { ids } })).status).toBe(403);
    expect(await openReports(ids)).toBe(1);
  });
});
