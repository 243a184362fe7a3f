import { signInEveryRole, type ConsoleRole } from '../testing/role-tokens';
import { startTestApi, type TestApi } from '../testing/test-api';
import { demoPeople, insertTestEvents, type DemoPeople } from '../testing/activity-test-events';

// Issue 35: a change about many restaurants is one event, found from each of them (migrations/038); the
// Who filter finds people on the server; security events are one filter away; listed rows by name.

let api: TestApi;
let tokens: Record<ConsoleRole, string>;
let people: DemoPeople;

beforeAll(async () => {
  api = await startTestApi();
  tokens = await signInEveryRole(api);
  people = await demoPeople(api.db);
});

afterAll(async () => {
  await api?.close();
});

const LIST = '/admin/activity/get-events';
const ONE = (id: number) => `/admin/activity/get-event/${id}`;
const MY_LIST = '/restaurant/activity/get-my-events';
const MY_ONE = (id: number) => `/restaurant/activity/get-my-event/${id}`;
const PEOPLE = '/admin/activity/find-people';

type Listed = { eventId: number; action: string; restaurant: unknown; restaurantCount?: number; affectedCount?: number };
const eventsOf = async (url: string, token: string, query: Record<string, string | number> = {}): Promise<Listed[]> => {
  const response = await api.call('GET', url, { token, query });
  expect(response.status).toBe(200);
  return response.body.events;
};

let sequence = 0;
/** Approved restaurants named with `word`, made for one test; answers their ids and names. */
async function restaurantsNamed(word: string, count: number): Promise<Array<{ id: number; name: string }>> {
  sequence += 1;
  return api.db.query<{ id: number; name: string }>(
    `INSERT INTO restaurants (restaurant_name) SELECT $1 || ' ' || $2 || ' ' || i FROM generate_series(1, $3::int) AS i
     RETURNING restaurant_id AS id, restaurant_name AS name`,
    [word, sequence, count],
  );
}

const bulkStatus = (ids: number[], status: 'Suspended' | 'Approved') =>
  api.call('POST', '/admin/restaurant/bulk-change-status', { token: tokens.admin, body: { ids, account_status: status } });

describe('a bulk change about many restaurants', () => {
  it('is one event found from each restaurant it changed, naming them all', async () => {
    const made = await restaurantsNamed('Harbour', 3);
    expect(
      (
        await bulkStatus(
          made.map((each) => each.id),
          'Suspended',
        )
      ).status,
    ).toBe(200);

    const found = await Promise.all(made.map(({ id }) => eventsOf(LIST, tokens.admin, { restaurant_id: id })));
    const [first] = found[0];
    expect(first).toMatchObject({ action: 'bulkChangeRestaurantStatus', restaurant: null, restaurantCount: 3, affectedCount: 3 });
    // Its object is the restaurants, not the first of them (which every other one's history would show).
    expect(first).toMatchObject({ object: { type: 'Restaurant', id: null, label: '' } });
    for (const events of found) expect(events.map((event) => event.eventId)).toEqual([first.eventId]);

    const detail = await api.call('GET', ONE(first.eventId), { token: tokens.admin });
    expect(detail.body.actionLabel).toBe('Restaurants suspended');
    expect(detail.body.restaurants).toEqual(made.map(({ id, name }) => ({ restaurantId: id, restaurantName: name })));
    // Each restaurant's name is among the event's words.
    const byName = await eventsOf(LIST, tokens.admin, { keywords: made[2].name });
    expect(byName.map((event) => event.eventId)).toContain(first.eventId);
    // The export of one of them has it, saying how many restaurants.
    const url = new URL('/admin/activity/export-events', api.baseUrl);
    url.search = new URLSearchParams({ restaurant_id: String(made[1].id) }).toString();
    const exported = await (await fetch(url, { headers: { authorization: `Bearer ${tokens.admin}` } })).text();
    expect(exported).toMatch(/Restaurants suspended \(3\),Restaurant,3 restaurants,/);
  });

  it("is in a restaurant's history in time order beside its own events, a page at a time", async () => {
    const [one, two] = await restaurantsNamed('Quay', 2);
    await bulkStatus([one.id, two.id], 'Suspended');
    const restored = await api.call('PATCH', `/admin/restaurant/change-status/${one.id}`, {
      token: tokens.admin,
      body: { account_status: 'Approved', restaurant_id: one.id },
    });
    expect(restored.status).toBe(200);

    const first = await api.call('GET', LIST, { token: tokens.admin, query: { restaurant_id: one.id, size: 1 } });
    expect(first.body.events.map((event: Listed) => event.action)).toEqual(['changeRestaurantStatus']);
    const second = await api.call('GET', LIST, {
      token: tokens.admin,
      query: { restaurant_id: one.id, size: 1, cursor: first.body.nextCursor },
    });
    expect(second.body.events.map((event: Listed) => event.action)).toEqual(['bulkChangeRestaurantStatus']);
    expect(second.body.nextCursor).toBeNull();
    // The other restaurant's history has the bulk event only.
    expect((await eventsOf(LIST, tokens.admin, { restaurant_id: two.id })).map((event) => event.action)).toEqual([
      'bulkChangeRestaurantStatus',
    ]);
  });

  it("is in the owner's History as about their restaurant alone", async () => {
    const others = await restaurantsNamed('Pier', 2);
    const ids = [people.ownRestaurantId, ...others.map((each) => each.id)];
    await bulkStatus(ids, 'Suspended');
    // Restored, so that the owner may read again.
    await api.call('PATCH', `/admin/restaurant/change-status/${people.ownRestaurantId}`, {
      token: tokens.admin,
      body: { account_status: 'Approved', restaurant_id: people.ownRestaurantId },
    });

    const mine = await eventsOf(MY_LIST, tokens.restaurant, { action: 'bulkChangeRestaurantStatus' });
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ restaurant: { restaurantId: people.ownRestaurantId, restaurantName: people.ownRestaurantName } });
    expect(mine[0]).not.toHaveProperty('restaurantCount');
    expect(mine[0]).not.toHaveProperty('affectedCount');
    const detail = await api.call('GET', MY_ONE(mine[0].eventId), { token: tokens.restaurant });
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ actionLabel: 'Restaurants suspended', restaurant: { restaurantId: people.ownRestaurantId } });
    expect(detail.body).not.toHaveProperty('restaurants');
    expect(detail.body).not.toHaveProperty('affectedIds');
    expect(JSON.stringify(detail.body)).not.toContain(others[0].name);
  });
});

describe('a restaurant added with categories', () => {
  it('lists its categories by name, not by id', async () => {
    const categories = await api.db.query<{ id: number; name: string }>(
      'SELECT restaurant_category_id AS id, restaurant_category_name AS name FROM restaurant_categories ORDER BY 1 LIMIT 2',
    );
    const created = await api.call('POST', '/admin/restaurant/create-restaurant', {
      token: tokens.admin,
      body: {
        emailAddress: 'categories-by-name@activity.example',
        password: 'Named#Cats2026',
        restaurantName: 'Named Categories Bistro',
        restaurantCategoryIds: categories.map((category) => category.id),
        locations: [
          {
            streetAddress: '1 Named St',
            city: 'Austin',
            state: 'TX',
            zipCode: '78701',
            country: 'US',
            latitude: '30.2713',
            longitude: '-97.7426',
            phoneCountryCode: '+1',
            phoneNumber: '(512) 867-5309',
          },
        ],
      },
    });
    expect(created.status).toBe(201);
    const [event] = await eventsOf(LIST, tokens.admin, { action: 'createRestaurant', keywords: 'Named Categories Bistro' });
    const detail = await api.call('GET', ONE(event.eventId), { token: tokens.admin });
    expect(detail.body.changes).toContainEqual({ field: 'Categories', after: categories.map((category) => category.name) });
  });
});

describe('security events one filter away', () => {
  it('lists only changes with security=false, only security events with security=true', async () => {
    const [change, signIn] = await insertTestEvents(api.db, [
      { occurredAt: '2030-01-01T10:00:00Z', action: 'updateRestaurant', actorName: 'Filter Probe' },
      { occurredAt: '2030-01-01T10:01:00Z', action: 'login', security: true, objectType: 'Account', actorName: 'Filter Probe' },
    ]);
    const ids = async (query: Record<string, string>) =>
      (await eventsOf(LIST, tokens.superAdmin, { keywords: 'Filter Probe', ...query })).map((event) => event.eventId);

    expect(await ids({})).toEqual([signIn, change]);
    expect(await ids({ security: 'false' })).toEqual([change]);
    expect(await ids({ security: 'true' })).toEqual([signIn]);
    // The export, read as sent (text/csv is not JSON): the same filter.
    const url = new URL('/admin/activity/export-events', api.baseUrl);
    url.search = new URLSearchParams({ keywords: 'Filter Probe', security: 'false' }).toString();
    const exported = await (await fetch(url, { headers: { authorization: `Bearer ${tokens.superAdmin}` } })).text();
    expect(exported).toContain('Restaurant updated');
    expect(exported).not.toContain('Signed in');
  });
});

describe('GET /admin/activity/find-people', () => {
  it('finds administrators and owners by name or email, not app users, with their role now', async () => {
    const byEmail = await api.call('GET', PEOPLE, { token: tokens.admin, query: { keywords: 'owner@example' } });
    expect(byEmail.status).toBe(200);
    expect(byEmail.body.people).toContainEqual(
      expect.objectContaining({ userId: people.ownerId, role: 'restaurant', restaurantName: people.ownRestaurantName }),
    );
    for (const [email, userId, role] of [
      ['super@example', people.superAdminId, 'superAdmin'],
      ['admin@example', people.adminId, 'admin'],
    ] as const) {
      const found = await api.call('GET', PEOPLE, { token: tokens.admin, query: { keywords: email } });
      expect(found.body.people).toContainEqual(expect.objectContaining({ userId, role }));
    }
    const customers = await api.call('GET', PEOPLE, { token: tokens.admin, query: { keywords: 'customer@example' } });
    expect(customers.body.people).toEqual([]);
  });

  it('answers no one without keywords, and refuses owners', async () => {
    expect((await api.call('GET', PEOPLE, { token: tokens.admin })).body).toEqual({ people: [] });
    expect((await api.call('GET', PEOPLE, { token: tokens.restaurant, query: { keywords: 'a' } })).status).toBe(403);
  });
});
