import { signInEveryRole, type ConsoleRole } from '../testing/role-tokens';
import { startTestApi, type TestApi } from '../testing/test-api';
import { demoPeople, type DemoPeople } from '../testing/activity-test-events';

// Issue 36: an administrator's bulk call about several restaurants is in an owner's History only when it
// changed their restaurant, and then says nothing of the others: not their names or ids, not how many rows
// it changed in all, not the first row it changed (another restaurant's item) nor that row's changes.

let api: TestApi;
let tokens: Record<ConsoleRole, string>;
let people: DemoPeople;
let otherName: string;

beforeAll(async () => {
  api = await startTestApi();
  tokens = await signInEveryRole(api);
  people = await demoPeople(api.db);
  [{ name: otherName }] = await api.db.query<{ name: string }>('SELECT restaurant_name AS name FROM restaurants WHERE restaurant_id = $1', [
    people.otherRestaurantId,
  ]);
});

afterAll(async () => {
  await api?.close();
});

const MY_LIST = '/restaurant/activity/get-my-events';
const MY_ONE = (id: number) => `/restaurant/activity/get-my-event/${id}`;

let sequence = 0;
/** Reported menu items of a restaurant, named with `word`. */
async function reportedFoods(restaurantId: number, word: string, count: number): Promise<Array<{ id: number; name: string }>> {
  sequence += 1;
  const foods = await api.db.query<{ id: number; name: string }>(
    `INSERT INTO foods (restaurant_id, food_category_id, food_item_name, description, price, tags, extra_attributes)
     SELECT $1, (SELECT min(category_id) FROM food_categories WHERE restaurant_id = $1),
            $2 || ' ' || $3 || ' ' || i, 'Bulk test item', 9.5, ARRAY['Mild'], '{}'
       FROM generate_series(1, $4::int) AS i
     RETURNING food_id AS id, food_item_name AS name`,
    [restaurantId, word, sequence, count],
  );
  await api.db.query(`INSERT INTO food_reports (food_id, reason) SELECT unnest($1::int[]), 'bulk test'`, [foods.map((f) => f.id)]);
  return foods;
}

async function latestAdminEvent(action: string) {
  const list = await api.call('GET', '/admin/activity/get-events', { token: tokens.superAdmin, query: { action, size: 1 } });
  return list.body.events[0];
}

describe("an administrator's bulk call about the owner's restaurant and another", () => {
  it('is in the owner History as about their restaurant alone, without the first row (another restaurant item)', async () => {
    // The other restaurant's items first: the event's object is the first row changed.
    const theirs = await reportedFoods(people.otherRestaurantId, 'Harbourside', 3);
    const mine = await reportedFoods(people.ownRestaurantId, 'Lantern', 1);
    const ids = [...theirs, ...mine].map((food) => food.id);
    const ignored = await api.call('POST', '/admin/food-report/bulk-ignore-foods', { token: tokens.admin, body: { ids } });
    expect(ignored.status).toBe(200);

    // The administrators' trail keeps it all.
    const full = await latestAdminEvent('bulkIgnoreFoodReports');
    expect(full).toMatchObject({
      restaurant: null,
      restaurantCount: 2,
      affectedCount: 4,
      object: { id: theirs[0].id, label: theirs[0].name },
    });

    const listed = (await api.call('GET', MY_LIST, { token: tokens.restaurant, query: { action: 'bulkIgnoreFoodReports' } })).body.events;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({
      eventId: full.eventId,
      actionLabel: 'Reported items ignored',
      actor: { name: full.actor.name, role: 'admin' },
      object: { type: 'Reported item', id: null, label: '' },
      restaurant: { restaurantId: people.ownRestaurantId, restaurantName: people.ownRestaurantName },
      changedFields: [],
    });
    expect(listed[0]).not.toHaveProperty('restaurantCount');
    expect(listed[0]).not.toHaveProperty('affectedCount');

    const detail = await api.call('GET', MY_ONE(full.eventId), { token: tokens.restaurant });
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ changes: [], object: { id: null, label: '' } });
    expect(detail.body).not.toHaveProperty('restaurants');
    expect(detail.body).not.toHaveProperty('affectedIds');
    const said = JSON.stringify([listed, detail.body]);
    for (const word of [otherName, 'Harbourside', ...theirs.map((food) => `"${food.id}"`)]) expect(said).not.toContain(word);
    const theirIds = [...theirs.map((food) => food.id), people.otherRestaurantId].join('|');
    expect(said).not.toMatch(new RegExp(`"(id|restaurantId)":(${theirIds})\\b`));

    // Found by the words it shows the owner, never by the other restaurant's.
    const found = async (keywords: string) =>
      (await api.call('GET', MY_LIST, { token: tokens.restaurant, query: { keywords } })).body.events.map(
        (e: { eventId: number }) => e.eventId,
      );
    expect(await found(`ignored ${full.actor.name}`)).toContain(full.eventId);
    expect(await found('Harbourside')).not.toContain(full.eventId);
    expect(await found(otherName)).not.toContain(full.eventId);
    // An administrator finds it by either.
    const adminFound = await api.call('GET', '/admin/activity/get-events', {
      token: tokens.superAdmin,
      query: { keywords: 'Harbourside' },
    });
    expect(adminFound.body.events.map((e: { eventId: number }) => e.eventId)).toContain(full.eventId);
  });

  it('is not in the owner History when it changed other restaurants only', async () => {
    const theirs = await reportedFoods(people.otherRestaurantId, 'Wharf', 2);
    const removed = await api.call('POST', '/admin/food-report/bulk-remove-foods', {
      token: tokens.admin,
      body: { ids: theirs.map((food) => food.id) },
    });
    expect(removed.status).toBe(200);
    const full = await latestAdminEvent('bulkRemoveReportedFoods');
    expect(full).toMatchObject({ affectedCount: 2 });

    const listed = (await api.call('GET', MY_LIST, { token: tokens.restaurant, query: { action: 'bulkRemoveReportedFoods' } })).body.events;
    expect(listed.map((event: { eventId: number }) => event.eventId)).not.toContain(full.eventId);
    expect((await api.call('GET', MY_ONE(full.eventId), { token: tokens.restaurant })).status).toBe(404);
  });

  it("shows the value the call gave every row: a bulk suspension is 'Restaurants suspended', without the others", async () => {
    const ids = [people.otherRestaurantId, people.ownRestaurantId];
    expect(
      (await api.call('POST', '/admin/restaurant/bulk-change-status', { token: tokens.admin, body: { ids, account_status: 'Suspended' } }))
        .status,
    ).toBe(200);
    await api.call('POST', '/admin/restaurant/bulk-change-status', { token: tokens.admin, body: { ids, account_status: 'Approved' } });

    const listed = (await api.call('GET', MY_LIST, { token: tokens.restaurant, query: { action: 'bulkChangeRestaurantStatus' } })).body
      .events;
    expect(listed.map((event: { actionLabel: string }) => event.actionLabel)).toEqual([
      'Restaurants access restored',
      'Restaurants suspended',
    ]);
    const detail = await api.call('GET', MY_ONE(listed[1].eventId), { token: tokens.restaurant });
    expect(detail.body.changes).toEqual([{ field: 'Status', after: 'Suspended' }]);
    expect(JSON.stringify(detail.body)).not.toContain(otherName);
  });
});
