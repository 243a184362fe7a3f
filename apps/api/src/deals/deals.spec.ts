import { signInEveryRole, type ConsoleRole } from '../testing/role-tokens';
import { startTestApi, type Json, type TestApi } from '../testing/test-api';
import { dealToday } from './deal-dates';
import { dayFrom, dealBody, dealRestaurants, dealRow, type DealRestaurant } from '../testing/deal-fixtures';

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

const dealCount = async () => (await api.db.query<{ n: number }>('SELECT count(*) AS n FROM deals'))[0].n;

async function createOwnDeal(changes: Record<string, unknown> = {}): Promise<number> {
  const created = await api.call('POST', '/deal/create-deal', { token: tokens.restaurant, body: dealBody(api, own, changes) });
  expect(created.status).toBe(201);
  return created.body.restaurantDealId;
}

async function createOtherDeal(changes: Record<string, unknown> = {}): Promise<number> {
  const created = await api.call('POST', '/admin/deal/create-deal', {
    token: tokens.admin,
    body: { restaurantId: other.restaurantId, ...dealBody(api, other, changes) },
  });
  expect(created.status).toBe(201);
  return created.body.restaurantDealId;
}

describe('the owner reads their deals', () => {
  it('splits them into current and expired by the end date, each with its items and location', async () => {
    const listed = await api.call('GET', '/deal/get-deals', { token: tokens.restaurant, query: { pageNum: 1, pageSize: 999999 } });
    const today = dealToday(api.clock.now());
    const rows = await api.db.query<{ id: number; endDate: string | null; addressId: number; items: number }>(
      `SELECT d.deal_id AS id, d.end_date AS "endDate", d.address_id AS "addressId",
              (SELECT count(*) FROM deal_foods df WHERE df.deal_id = d.deal_id) AS items
         FROM deals d WHERE d.restaurant_id = $1`,
      [own.restaurantId],
    );
    const ids = (deals: Json[]) => deals.map((deal) => deal.restaurantDealId).sort((a: number, b: number) => a - b);

    expect(listed.status).toBe(200);
    expect(ids(listed.body.currentRestaurantDeals)).toEqual(
      rows
        .filter((row) => row.endDate === null || row.endDate >= today)
        .map((row) => row.id)
        .sort((a, b) => a - b),
    );
    expect(ids(listed.body.expiredRestaurantDeals)).toEqual(
      rows
        .filter((row) => row.endDate !== null && row.endDate < today)
        .map((row) => row.id)
        .sort((a, b) => a - b),
    );
    expect(listed.body.currentRestaurantDeals.length).toBeGreaterThan(0);
    expect(listed.body.expiredRestaurantDeals.length).toBeGreaterThan(0);
    for (const deal of [...listed.body.currentRestaurantDeals, ...listed.body.expiredRestaurantDeals]) {
      const row = rows.find((candidate) => candidate.id === deal.restaurantDealId);
      expect(deal.foodDeals).toHaveLength(row?.items ?? -1);
      expect(deal.foodDeals.every((item: Json) => item.restaurantAddressId === row?.addressId)).toBe(true);
    }
  });

  it('shows a seeded deal as the console does: Not Set end date and unlimited use are absent', async () => {
    const listed = await api.call('GET', '/deal/get-deals', { token: tokens.restaurant });
    const brunch = listed.body.currentRestaurantDeals.find((deal: Json) => deal.restaurantDealTitle === 'Weekend Brunch Combo');
    const happyHour = listed.body.currentRestaurantDeals.find((deal: Json) => deal.restaurantDealTitle === 'Happy Hour Appetizers');

    expect(brunch).toMatchObject({ claimPerUser: 1, claimCount: 17, isActive: true, startDate: dayFrom(api, -3) });
    expect(brunch).not.toHaveProperty('endDate');
    expect(brunch.foodDeals.map((item: Json) => item.foodItemName)).toEqual(
      expect.arrayContaining(['Eggs Benedict', 'Fresh Lemonade', 'Two Eggs Any Style']),
    );
    expect(happyHour).toMatchObject({ endDate: dayFrom(api, 20), claimCount: 42 });
    expect(happyHour).not.toHaveProperty('claimPerUser');
  });

  it('pages each list with pageNum and pageSize', async () => {
    const all = await api.call('GET', '/deal/get-deals', { token: tokens.restaurant });
    const first = await api.call('GET', '/deal/get-deals', { token: tokens.restaurant, query: { pageNum: 1, pageSize: 1 } });
    const second = await api.call('GET', '/deal/get-deals', { token: tokens.restaurant, query: { pageNum: 2, pageSize: 1 } });

    expect(first.body.currentRestaurantDeals).toEqual(all.body.currentRestaurantDeals.slice(0, 1));
    expect(first.body.expiredRestaurantDeals).toEqual(all.body.expiredRestaurantDeals.slice(0, 1));
    expect(second.body.currentRestaurantDeals).toEqual(all.body.currentRestaurantDeals.slice(1, 2));
  });

  it('reads one of its deals, and not another restaurant’s', async () => {
    const mine = await api.call('GET', `/deal/get-deal/${own.dealId}`, { token: tokens.restaurant });
    const foreign = await api.call('GET', `/deal/get-deal/${other.dealId}`, { token: tokens.restaurant });
    const unknown = await api.call('GET', '/deal/get-deal/999999', { token: tokens.restaurant });

    expect(mine).toMatchObject({ status: 200, body: { restaurantDeal: { restaurantDealId: own.dealId } } });
    expect(foreign).toMatchObject({ status: 404, body: { message: 'Deal not found' } });
    expect(unknown).toMatchObject({ status: 404, body: { message: 'Deal not found' } });
  });
});

describe('the owner creates a deal', () => {
  it('at one of their locations with their items, read back as sent (title trimmed)', async () => {
    const body = dealBody(api, own, {
      dealTitle: '  Taco Tuesday  ',
      restaurantAddressId: own.addressIds[1],
      foodIds: own.foodIds.slice(0, 3),
      claimPerUser: 1,
      restaurantId: own.restaurantId,
    });
    const created = await api.call('POST', '/deal/create-deal', { token: tokens.restaurant, body });
    expect(created).toMatchObject({ status: 201, body: { message: 'Deal created Successfully', restaurantDealId: expect.any(Number) } });

    const read = await api.call('GET', `/deal/get-deal/${created.body.restaurantDealId}`, { token: tokens.restaurant });
    expect(read.body.restaurantDeal).toEqual({
      // Created, then its items added: each moves the version on.
      version: 2,
      restaurantDealId: created.body.restaurantDealId,
      restaurantDealTitle: 'Taco Tuesday',
      startDate: body.startDate,
      endDate: body.endDate,
      claimPerUser: 1,
      claimCount: 0,
      isActive: true,
      foodDeals: expect.any(Array),
    });
    expect(read.body.restaurantDeal.foodDeals.map((item: Json) => item.foodId).sort()).toEqual([...body.foodIds].sort());
    for (const item of read.body.restaurantDeal.foodDeals) {
      expect(item).toEqual({
        id: expect.any(Number),
        foodId: expect.any(Number),
        foodItemName: expect.any(String),
        restaurantAddressId: own.addressIds[1],
        foodCategoryId: expect.any(Number),
      });
    }
    const listed = await api.call('GET', '/deal/get-deals', { token: tokens.restaurant });
    expect(listed.body.currentRestaurantDeals.map((deal: Json) => deal.restaurantDealId)).toContain(created.body.restaurantDealId);
  });

  it('without an end date (Not Set) nor claimPerUser (unlimited use), inactive when asked', async () => {
    const dealId = await createOwnDeal({ endDate: undefined, isActive: false });
    const read = await api.call('GET', `/deal/get-deal/${dealId}`, { token: tokens.restaurant });

    expect(read.body.restaurantDeal).toMatchObject({ isActive: false, claimCount: 0 });
    expect(read.body.restaurantDeal).not.toHaveProperty('endDate');
    expect(read.body.restaurantDeal).not.toHaveProperty('claimPerUser');
  });

  it('gives an uncategorised item foodCategoryId -1', async () => {
    const [{ id }] = await api.db.query<{ id: number }>(
      'SELECT food_id AS id FROM foods WHERE restaurant_id = $1 AND food_category_id IS NULL LIMIT 1',
      [own.restaurantId],
    );
    const dealId = await createOwnDeal({ foodIds: [id] });
    const read = await api.call('GET', `/deal/get-deal/${dealId}`, { token: tokens.restaurant });

    expect(read.body.restaurantDeal.foodDeals).toEqual([expect.objectContaining({ foodId: id, foodCategoryId: -1 })]);
  });

  it.each([
    ['another restaurant’s location', () => ({ restaurantAddressId: other.addressIds[0] }), 404, 'Restaurant Location not found'],
    ['an unknown location', () => ({ restaurantAddressId: 999999 }), 404, 'Restaurant Location not found'],
    ['another restaurant’s item', () => ({ foodIds: [own.foodIds[0], other.foodIds[0]] }), 404, 'Food Item not found'],
    ['an unknown item', () => ({ foodIds: [999999] }), 404, 'Food Item not found'],
    ['another restaurant’s id', () => ({ restaurantId: other.restaurantId }), 403, "You can only manage your own restaurant's deals"],
  ])('refuses %s and creates nothing', async (_what, changes, status, message) => {
    const before = await dealCount();
    const refused = await api.call('POST', '/deal/create-deal', { token: tokens.restaurant, body: dealBody(api, own, changes()) });

    expect(refused).toMatchObject({ status, body: { message } });
    expect(await dealCount()).toBe(before);
  });

  it.each([
    [{ restaurantAddressId: undefined }, 'Location is required'],
    [{ dealTitle: undefined }, 'Deal Title is required'],
    [{ dealTitle: '' }, 'Deal Title is required'],
    [{ dealTitle: '   ' }, 'Deal Title is required'],
    [{ dealTitle: 'x'.repeat(151) }, 'Deal Title cannot exceed 150 characters'],
    [{ startDate: undefined }, 'Start Date is required'],
    [{ startDate: 'yesterday', endDate: undefined }, 'Start Date cannot be in the past'],
    [{ startDate: 'today', endDate: 'yesterday' }, 'End Date cannot be earlier than Start Date'],
    [{ claimPerUser: 2 }, 'Please select a claim count per user option'],
    [{ foodIds: [] }, 'Please select at least one food item'],
    [{ foodIds: undefined }, 'Please select at least one food item'],
  ])('refuses %j: %s', async (changes, message) => {
    const dates: Record<string, string> = { yesterday: dayFrom(api, -1), today: dayFrom(api, 0) };
    const body = dealBody(api, own, changes);
    for (const field of ['startDate', 'endDate']) if (body[field] in dates) body[field] = dates[body[field]];
    const before = await dealCount();

    const refused = await api.call('POST', '/deal/create-deal', { token: tokens.restaurant, body });

    expect(refused).toMatchObject({ status: 400, body: { message } });
    expect(await dealCount()).toBe(before);
  });

  it('takes a start date of today and a 150-character title', async () => {
    const dealId = await createOwnDeal({ startDate: dayFrom(api, 0), endDate: dayFrom(api, 0), dealTitle: 'x'.repeat(150) });

    expect(await dealRow(api, dealId)).toMatchObject({ startDate: dayFrom(api, 0), endDate: dayFrom(api, 0), title: 'x'.repeat(150) });
  });
});

describe('the owner edits a deal', () => {
  it('replaces the whole deal: an absent end date or claimPerUser clears it; items that stay keep their place id', async () => {
    const dealId = await createOwnDeal({ claimPerUser: 1, foodIds: own.foodIds.slice(0, 3) });
    const before = await api.call('GET', `/deal/get-deal/${dealId}`, { token: tokens.restaurant });
    const kept = before.body.restaurantDeal.foodDeals.find((item: Json) => item.foodId === own.foodIds[1]);

    const updated = await api.call('PATCH', `/deal/update-deal/${dealId}`, {
      token: tokens.restaurant,
      body: {
        restaurantAddressId: own.addressIds[2],
        dealTitle: ' Renamed ',
        foodIds: [own.foodIds[1], own.foodIds[4]],
        startDate: dayFrom(api, 2),
        isActive: false,
      },
    });
    expect(updated).toMatchObject({ status: 200, body: { message: 'Deal updated Successfully' } });

    const read = await api.call('GET', `/deal/get-deal/${dealId}`, { token: tokens.restaurant });
    expect(read.body.restaurantDeal).toMatchObject({ restaurantDealTitle: 'Renamed', startDate: dayFrom(api, 2), isActive: false });
    expect(read.body.restaurantDeal).not.toHaveProperty('endDate');
    expect(read.body.restaurantDeal).not.toHaveProperty('claimPerUser');
    expect(read.body.restaurantDeal.foodDeals.map((item: Json) => item.foodId).sort()).toEqual([own.foodIds[1], own.foodIds[4]].sort());
    expect(read.body.restaurantDeal.foodDeals.find((item: Json) => item.foodId === own.foodIds[1]).id).toBe(kept.id);
    expect(read.body.restaurantDeal.foodDeals.every((item: Json) => item.restaurantAddressId === own.addressIds[2])).toBe(true);
  });

  it('allows a start date in the past, which creating does not', async () => {
    const dealId = await createOwnDeal();

    const updated = await api.call('PATCH', `/deal/update-deal/${dealId}`, {
      token: tokens.restaurant,
      body: dealBody(api, own, { startDate: dayFrom(api, -30) }),
    });

    expect(updated.status).toBe(200);
    expect(await dealRow(api, dealId)).toMatchObject({ startDate: dayFrom(api, -30) });
  });

  it.each([
    [{ dealTitle: '  ' }, 'Deal Title is required'],
    [{ dealTitle: 'x'.repeat(151) }, 'Deal Title cannot exceed 150 characters'],
    [{ startDate: undefined }, 'Start Date is required'],
    [{ endDate: 'before' }, 'End Date cannot be earlier than Start Date'],
    [{ claimPerUser: 3 }, 'Please select a claim count per user option'],
    [{ foodIds: [] }, 'Please select at least one food item'],
    [{ restaurantAddressId: undefined }, 'Location is required'],
  ])('refuses %j with %s and changes nothing', async (changes, message) => {
    const dealId = await createOwnDeal();
    const before = await dealRow(api, dealId);
    const body = dealBody(api, own, changes);
    if (body.endDate === 'before') body.endDate = dayFrom(api, -1);

    const refused = await api.call('PATCH', `/deal/update-deal/${dealId}`, { token: tokens.restaurant, body });

    expect(refused).toMatchObject({ status: 400, body: { message } });
    expect(await dealRow(api, dealId)).toEqual(before);
  });

  it('refuses another restaurant’s deal, location or items, and changes nothing', async () => {
    const dealId = await createOwnDeal();
    const foreignDeal = await dealRow(api, other.dealId);
    const mine = await dealRow(api, dealId);

    const foreign = await api.call('PATCH', `/deal/update-deal/${other.dealId}`, { token: tokens.restaurant, body: dealBody(api, own) });
    const location = await api.call('PATCH', `/deal/update-deal/${dealId}`, {
      token: tokens.restaurant,
      body: dealBody(api, own, { restaurantAddressId: other.addressIds[0] }),
    });
    const items = await api.call('PATCH', `/deal/update-deal/${dealId}`, {
      token: tokens.restaurant,
      body: dealBody(api, own, { foodIds: [other.foodIds[0]] }),
    });
    const restaurant = await api.call('PATCH', `/deal/update-deal/${dealId}`, {
      token: tokens.restaurant,
      body: dealBody(api, own, { restaurantId: other.restaurantId }),
    });

    expect(foreign).toMatchObject({ status: 404, body: { message: 'Deal not found' } });
    expect(location).toMatchObject({ status: 404, body: { message: 'Restaurant Location not found' } });
    expect(items).toMatchObject({ status: 404, body: { message: 'Food Item not found' } });
    expect(restaurant).toMatchObject({ status: 403, body: { message: "You can only manage your own restaurant's deals" } });
    expect(await dealRow(api, other.dealId)).toEqual(foreignDeal);
    expect(await dealRow(api, dealId)).toEqual(mine);
  });
});

describe('the owner activates and deactivates a deal', () => {
  it('says which, and the list shows it', async () => {
    const dealId = await createOwnDeal();

    const off = await api.call('PATCH', `/deal/change-deal-status/${dealId}`, { token: tokens.restaurant, body: { isActive: false } });
    expect(off).toMatchObject({ status: 200, body: { message: 'Deal deactivated successfully' } });
    expect(await dealRow(api, dealId)).toMatchObject({ isActive: false });

    const on = await api.call('PATCH', `/deal/change-deal-status/${dealId}`, { token: tokens.restaurant, body: { isActive: true } });
    expect(on).toMatchObject({ status: 200, body: { message: 'Deal activated successfully' } });
    const listed = await api.call('GET', '/deal/get-deals', { token: tokens.restaurant });
    expect(listed.body.currentRestaurantDeals.find((deal: Json) => deal.restaurantDealId === dealId)).toMatchObject({ isActive: true });
  });

  it('refuses another restaurant’s deal and a missing isActive', async () => {
    const before = await dealRow(api, other.dealId);

    const foreign = await api.call('PATCH', `/deal/change-deal-status/${other.dealId}`, {
      token: tokens.restaurant,
      body: { isActive: !before.isActive },
    });
    const missing = await api.call('PATCH', `/deal/change-deal-status/${own.dealId}`, { token: tokens.restaurant, body: {} });

    expect(foreign).toMatchObject({ status: 404, body: { message: 'Deal not found' } });
    expect(missing.status).toBe(400);
    expect(await dealRow(api, other.dealId)).toEqual(before);
  });
});

describe('the owner deletes a deal', () => {
  it('with its items; then it is not found', async () => {
    const dealId = await createOwnDeal();

    const removed = await api.call('DELETE', `/deal/remove-deal/${dealId}`, { token: tokens.restaurant });
    const again = await api.call('DELETE', `/deal/remove-deal/${dealId}`, { token: tokens.restaurant });

    expect(removed).toMatchObject({ status: 200, body: { message: 'Deal deleted Successfully' } });
    expect(again).toMatchObject({ status: 404, body: { message: 'Deal not found' } });
    expect(await dealRow(api, dealId)).toBeUndefined();
    expect(await api.db.query('SELECT 1 FROM deal_foods WHERE deal_id = $1', [dealId])).toEqual([]);
  });

  it('refuses another restaurant’s deal and deletes nothing', async () => {
    const before = await dealCount();

    const foreign = await api.call('DELETE', `/deal/remove-deal/${other.dealId}`, { token: tokens.restaurant });

    expect(foreign).toMatchObject({ status: 404, body: { message: 'Deal not found' } });
    expect(await dealCount()).toBe(before);
  });
});

describe('administrators manage any restaurant’s deals', () => {
  it('list a restaurant’s deals, and 404 for an unknown restaurant', async () => {
    const listed = await api.call('GET', `/admin/deal/get-deals/${other.restaurantId}`, { token: tokens.admin });
    const unknown = await api.call('GET', '/admin/deal/get-deals/999999', { token: tokens.superAdmin });
    const [{ n }] = await api.db.query<{ n: number }>('SELECT count(*) AS n FROM deals WHERE restaurant_id = $1', [other.restaurantId]);

    expect(listed.status).toBe(200);
    expect(listed.body.currentRestaurantDeals.length + listed.body.expiredRestaurantDeals.length).toBe(n);
    expect(unknown).toMatchObject({ status: 404, body: { message: 'Restaurant not found' } });
  });

  it('answer the same lists as the owner gets', async () => {
    const asOwner = await api.call('GET', '/deal/get-deals', { token: tokens.restaurant });
    const asAdmin = await api.call('GET', `/admin/deal/get-deals/${own.restaurantId}`, { token: tokens.admin });

    expect(asAdmin.body).toEqual(asOwner.body);
  });

  it('create, read, edit, toggle and delete a deal naming the restaurant', async () => {
    const created = await api.call('POST', '/admin/deal/create-deal', {
      token: tokens.superAdmin,
      body: { restaurantId: other.restaurantId, ...dealBody(api, other, { dealTitle: 'Admin Special' }) },
    });
    expect(created).toMatchObject({ status: 201, body: { message: 'Deal created Successfully' } });
    const dealId = created.body.restaurantDealId;
    expect(await dealRow(api, dealId)).toMatchObject({ restaurantId: other.restaurantId, title: 'Admin Special' });

    const read = await api.call('GET', `/admin/deal/get-deal/${dealId}`, { token: tokens.admin });
    expect(read.body.restaurantDeal).toMatchObject({ restaurantDealId: dealId, restaurantDealTitle: 'Admin Special' });

    const updated = await api.call('PATCH', `/admin/deal/update-deal/${dealId}`, {
      token: tokens.admin,
      body: { restaurantId: other.restaurantId, ...dealBody(api, other, { dealTitle: 'Admin Special 2', claimPerUser: 1 }) },
    });
    expect(updated).toMatchObject({ status: 200, body: { message: 'Deal updated Successfully' } });
    expect(await dealRow(api, dealId)).toMatchObject({ title: 'Admin Special 2', claimPerUser: 1 });

    const off = await api.call('PATCH', `/admin/deal/change-deal-status/${dealId}`, { token: tokens.admin, body: { isActive: false } });
    expect(off).toMatchObject({ status: 200, body: { message: 'Deal deactivated successfully' } });
    expect(await dealRow(api, dealId)).toMatchObject({ isActive: false });

    const removed = await api.call('DELETE', `/admin/deal/remove-deal/${dealId}`, { token: tokens.admin });
    expect(removed).toMatchObject({ status: 200, body: { message: 'Deal deleted Successfully' } });
    expect(await dealRow(api, dealId)).toBeUndefined();
  });

  it('refuse a location or items of another restaurant than the one named, and an unknown restaurant', async () => {
    const before = await dealCount();
    const create = (body: Json) => api.call('POST', '/admin/deal/create-deal', { token: tokens.admin, body });

    const location = await create({
      restaurantId: other.restaurantId,
      ...dealBody(api, other, { restaurantAddressId: own.addressIds[0] }),
    });
    const items = await create({ restaurantId: other.restaurantId, ...dealBody(api, other, { foodIds: [own.foodIds[0]] }) });
    const unknown = await create({ restaurantId: 999999, ...dealBody(api, other) });
    const missing = await create(dealBody(api, other));

    expect(location).toMatchObject({ status: 404, body: { message: 'Restaurant Location not found' } });
    expect(items).toMatchObject({ status: 404, body: { message: 'Food Item not found' } });
    expect(unknown).toMatchObject({ status: 404, body: { message: 'Restaurant not found' } });
    expect(missing).toMatchObject({ status: 400, body: { message: 'Restaurant Id is required' } });
    expect(await dealCount()).toBe(before);
  });

  it('refuse an edit whose restaurantId is not the deal’s, and change nothing', async () => {
    const dealId = await createOtherDeal();
    const before = await dealRow(api, dealId);

    const mismatch = await api.call('PATCH', `/admin/deal/update-deal/${dealId}`, {
      token: tokens.admin,
      body: { restaurantId: own.restaurantId, ...dealBody(api, own) },
    });

    expect(mismatch).toMatchObject({ status: 400, body: { message: "The restaurant id does not match the deal's restaurant" } });
    expect(await dealRow(api, dealId)).toEqual(before);
  });

  it('answer 404 for an unknown deal id on every deal call', async () => {
    const body = { restaurantId: other.restaurantId, ...dealBody(api, other) };
    const calls = [
      api.call('GET', '/admin/deal/get-deal/999999', { token: tokens.admin }),
      api.call('PATCH', '/admin/deal/update-deal/999999', { token: tokens.admin, body }),
      api.call('PATCH', '/admin/deal/change-deal-status/999999', { token: tokens.admin, body: { isActive: true } }),
      api.call('DELETE', '/admin/deal/remove-deal/999999', { token: tokens.admin }),
    ];

    for (const response of await Promise.all(calls)) expect(response).toMatchObject({ status: 404, body: { message: 'Deal not found' } });
  });
});

describe('roles', () => {
  const ownerCalls: Array<[string, string, () => Json]> = [
    ['GET', '/deal/get-deals', () => undefined],
    ['GET', '/deal/get-deal/{deal}', () => undefined],
    ['POST', '/deal/create-deal', () => dealBody(api, own)],
    ['PATCH', '/deal/update-deal/{deal}', () => dealBody(api, own)],
    ['PATCH', '/deal/change-deal-status/{deal}', () => ({ isActive: false })],
    ['DELETE', '/deal/remove-deal/{deal}', () => undefined],
  ];
  const adminCalls: Array<[string, string, () => Json]> = [
    ['GET', '/admin/deal/get-deals/{restaurant}', () => undefined],
    ['GET', '/admin/deal/get-deal/{deal}', () => undefined],
    ['POST', '/admin/deal/create-deal', () => ({ restaurantId: own.restaurantId, ...dealBody(api, own) })],
    ['PATCH', '/admin/deal/update-deal/{deal}', () => ({ restaurantId: own.restaurantId, ...dealBody(api, own) })],
    ['PATCH', '/admin/deal/change-deal-status/{deal}', () => ({ isActive: false })],
    ['DELETE', '/admin/deal/remove-deal/{deal}', () => undefined],
  ];
  const pathOf = (path: string) => path.replace('{deal}', String(own.dealId)).replace('{restaurant}', String(own.restaurantId));

  it.each(ownerCalls)('%s %s: administrators 403, no token 401, nothing changed', async (method, path, body) => {
    const before = await dealRow(api, own.dealId);
    const count = await dealCount();

    for (const role of ['admin', 'superAdmin'] as const) {
      const refused = await api.call(method, pathOf(path), { token: tokens[role], body: body() });
      expect(refused).toMatchObject({ status: 403, body: { message: 'You do not have permission to do this' } });
    }
    expect((await api.call(method, pathOf(path), { body: body() })).status).toBe(401);
    expect(await dealRow(api, own.dealId)).toEqual(before);
    expect(await dealCount()).toBe(count);
  });

  it.each(adminCalls)('%s %s: owners 403, no token 401, nothing changed', async (method, path, body) => {
    const before = await dealRow(api, own.dealId);
    const count = await dealCount();

    const refused = await api.call(method, pathOf(path), { token: tokens.restaurant, body: body() });
    const anonymous = await api.call(method, pathOf(path), { body: body() });

    expect(refused).toMatchObject({ status: 403, body: { message: 'You do not have permission to do this' } });
    expect(anonymous.status).toBe(401);
    expect(await dealRow(api, own.dealId)).toEqual(before);
    expect(await dealCount()).toBe(count);
  });
});

describe('the deal lists at scale', () => {
  it('answer 500 deals with 5,000 items in as many statements as one deal', async () => {
    const [{ id: restaurantId }] = await api.db.query<{ id: number }>(
      `INSERT INTO restaurants (restaurant_name) VALUES ('Bench Deals') RETURNING restaurant_id AS id`,
    );
    const [{ id: addressId }] = await api.db.query<{ id: number }>(
      `INSERT INTO addresses (restaurant_id, street_address, latitude, longitude, phone_country_code, phone_number)
       VALUES ($1, '1 Bench Street', 30.27, -97.74, '+1', '5125550100') RETURNING address_id AS id`,
      [restaurantId],
    );
    await api.db.query(
      `INSERT INTO foods (restaurant_id, food_item_name, description, price, tags, extra_attributes)
       SELECT $1, 'Item ' || n, 'Bench item', 9.99, ARRAY['American'], '{}'::jsonb FROM generate_series(1, 5000) n`,
      [restaurantId],
    );
    const count = async () => {
      const spy = jest.spyOn(api.db, 'query');
      try {
        const listed = await api.call('GET', `/admin/deal/get-deals/${restaurantId}`, { token: tokens.admin, query: { pageSize: 999999 } });
        return { calls: spy.mock.calls.length, listed };
      } finally {
        spy.mockRestore();
      }
    };
    const addDeals = (from: number, to: number) =>
      api.db.query(
        `WITH added AS (
           INSERT INTO deals (restaurant_id, address_id, title, start_date, end_date)
           SELECT $1, $2, 'Bench deal ' || n, DATE '2026-01-01', CASE WHEN n % 2 = 0 THEN DATE '2026-01-31' END
             FROM generate_series($3::int, $4::int) n RETURNING deal_id
         ), numbered AS (SELECT deal_id, row_number() OVER (ORDER BY deal_id) AS k FROM added)
         INSERT INTO deal_foods (deal_id, food_id)
         SELECT numbered.deal_id, f.food_id
           FROM numbered JOIN LATERAL (
             SELECT food_id FROM foods WHERE restaurant_id = $1 ORDER BY food_id OFFSET ((numbered.k - 1) * 10) % 5000 LIMIT 10
           ) f ON true`,
        [restaurantId, addressId, from, to],
      );

    await addDeals(1, 1);
    const one = await count();
    await addDeals(2, 500);
    const many = await count();

    expect(many.calls).toBe(one.calls);
    const deals = [...many.listed.body.currentRestaurantDeals, ...many.listed.body.expiredRestaurantDeals];
    expect(deals).toHaveLength(500);
    expect(deals.reduce((sum: number, deal: Json) => sum + deal.foodDeals.length, 0)).toBe(5000);
  });
});
