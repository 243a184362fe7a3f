import { signInEveryRole, type ConsoleRole } from '../testing/role-tokens';
import { startTestApi, type CallResult, type TestApi } from '../testing/test-api';
import { activityCursorMessages, decodeActivityCursor, encodeActivityCursor } from './activity-cursor';
import { activityReadMessages } from './activity-read-handlers';
import { demoPeople, insertTestEvents, type DemoPeople, type TestEvent } from '../testing/activity-test-events';

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

type Query = Record<string, string | number>;
const idsOf = (body: { events: Array<{ eventId: number }> }) => body.events.map((event) => event.eventId);

/** Every page of a list, following nextCursor; `between` runs before each next page. */
async function allPages(url: string, token: string, query: Query = {}, between?: () => Promise<void>): Promise<number[]> {
  const ids: number[] = [];
  let cursor: string | null = null;
  do {
    const response: CallResult = await api.call('GET', url, { token, query: { ...query, ...(cursor ? { cursor } : {}) } });
    expect(response.status).toBe(200);
    ids.push(...idsOf(response.body));
    cursor = response.body.nextCursor;
    if (cursor && between) await between();
  } while (cursor);
  return ids;
}

/** The trail emptied, then these events written; answers their ids. */
async function only(events: TestEvent[]): Promise<number[]> {
  await api.db.query('DELETE FROM audit_events');
  return insertTestEvents(api.db, events);
}

describe('who reads what (visibility in SQL)', () => {
  let ids: Record<'ownChange' | 'ownSecurity' | 'aboutAdministrator' | 'otherRestaurant' | 'noRestaurant' | 'adminSecurity', number>;

  beforeAll(async () => {
    const [ownChange, ownSecurity, aboutAdministrator, otherRestaurant, noRestaurant, adminSecurity] = await only([
      {
        occurredAt: '2026-03-01T10:00:00Z',
        actorId: people.adminId,
        actorName: 'Ada Admin',
        action: 'changeRestaurantStatus',
        restaurantId: people.ownRestaurantId,
        restaurantName: people.ownRestaurantName,
        objectId: people.ownRestaurantId,
        objectLabel: people.ownRestaurantName,
        changes: [{ field: 'Status', before: 'Approved', after: 'Suspended' }],
      },
      {
        occurredAt: '2026-03-01T10:01:00Z',
        actorName: 'owner@example.com',
        actorRole: 'anonymous',
        action: 'signInFailed',
        security: true,
        objectType: 'Account',
        restaurantId: people.ownRestaurantId,
        restaurantName: people.ownRestaurantName,
      },
      {
        occurredAt: '2026-03-01T10:02:00Z',
        actorId: people.superAdminId,
        actorName: 'Sam Super',
        actorRole: 'superAdmin',
        action: 'updateAdministrator',
        aboutAdministrator: true,
        objectType: 'Administrator',
        objectId: people.adminId,
        objectLabel: 'Ada Admin',
      },
      {
        occurredAt: '2026-03-01T10:03:00Z',
        actorId: people.adminId,
        action: 'updateRestaurant',
        restaurantId: people.otherRestaurantId,
        restaurantName: 'Somebody Else',
        objectId: people.otherRestaurantId,
        objectLabel: 'Somebody Else',
      },
      {
        occurredAt: '2026-03-01T10:04:00Z',
        actorId: people.adminId,
        action: 'createRestaurantCategory',
        objectType: 'Restaurant category',
      },
      {
        occurredAt: '2026-03-01T10:05:00Z',
        actorId: people.adminId,
        actorName: 'Ada Admin',
        action: 'passwordChanged',
        security: true,
        objectType: 'Account',
      },
    ]);
    ids = { ownChange, ownSecurity, aboutAdministrator, otherRestaurant, noRestaurant, adminSecurity };
  });

  it('a super admin lists every event, newest first', async () => {
    const response = await api.call('GET', LIST, { token: tokens.superAdmin });
    expect(response.status).toBe(200);
    expect(idsOf(response.body)).toEqual([
      ids.adminSecurity,
      ids.noRestaurant,
      ids.otherRestaurant,
      ids.aboutAdministrator,
      ids.ownSecurity,
      ids.ownChange,
    ]);
    expect(response.body.nextCursor).toBeNull();
  });

  it('an admin lists every event but the security events and the changes to administrator accounts', async () => {
    const response = await api.call('GET', LIST, { token: tokens.admin });
    expect(idsOf(response.body)).toEqual([ids.noRestaurant, ids.otherRestaurant, ids.ownChange]);
  });

  it("an owner lists their restaurant's history only, without its security events", async () => {
    const response = await api.call('GET', MY_LIST, { token: tokens.restaurant });
    expect(response.status).toBe(200);
    expect(idsOf(response.body)).toEqual([ids.ownChange]);
    expect(response.body.events[0]).toMatchObject({
      actor: { userId: people.adminId, name: 'Ada Admin', role: 'admin' },
      action: 'changeRestaurantStatus',
      actionLabel: 'Restaurant suspended',
      security: false,
      restaurant: { restaurantId: people.ownRestaurantId, restaurantName: people.ownRestaurantName },
      changedFields: ['Status'],
    });
  });

  it.each([
    ['superAdmin', ['ownChange', 'ownSecurity', 'aboutAdministrator', 'otherRestaurant', 'noRestaurant', 'adminSecurity']],
    ['admin', ['ownChange', 'otherRestaurant', 'noRestaurant']],
  ] as const)('getActivityEvent answers %s the events they may read, 404 for the others', async (role, visible) => {
    for (const [name, id] of Object.entries(ids)) {
      const response = await api.call('GET', ONE(id), { token: tokens[role] });
      if ((visible as readonly string[]).includes(name)) expect([name, response.status]).toEqual([name, 200]);
      else expect([name, response.status, response.body.message]).toEqual([name, 404, activityReadMessages.notFound]);
    }
  });

  it("getMyActivityEvent answers the owner their restaurant's events, 404 for the others and unknown ids", async () => {
    for (const [name, id] of Object.entries(ids)) {
      const response = await api.call('GET', MY_ONE(id), { token: tokens.restaurant });
      expect([name, response.status]).toEqual([name, name === 'ownChange' ? 200 : 404]);
    }
    const unknown = await api.call('GET', MY_ONE(999_999_999), { token: tokens.restaurant });
    expect(unknown).toMatchObject({ status: 404, body: { message: activityReadMessages.notFound } });
  });

  it.each([
    ['restaurant', 'GET', LIST],
    ['restaurant', 'GET', '/admin/activity/export-events'],
    ['admin', 'GET', MY_LIST],
    ['superAdmin', 'GET', MY_LIST],
  ] as const)('refuses %s on %s %s', async (role, method, url) => {
    const response = await api.call(method, url, { token: tokens[role] });
    expect(response).toMatchObject({ status: 403, body: { message: 'You do not have permission to do this' } });
  });

  it('refuses an owner the admin event call and an admin the owner one', async () => {
    expect((await api.call('GET', ONE(ids.ownChange), { token: tokens.restaurant })).status).toBe(403);
    expect((await api.call('GET', MY_ONE(ids.ownChange), { token: tokens.admin })).status).toBe(403);
  });
});

describe('one event', () => {
  it('has its changed fields before and after, counts and affected ids, and the words of its action', async () => {
    const [id] = await only([
      {
        occurredAt: '2026-04-02T08:30:00.123Z',
        actorId: people.superAdminId,
        actorName: 'Sam Super',
        actorRole: 'superAdmin',
        action: 'mergeRestaurants',
        objectType: 'Restaurant',
        objectId: people.otherRestaurantId,
        objectLabel: 'Merged Place',
        restaurantId: people.otherRestaurantId,
        restaurantName: 'Merged Place',
        changes: [
          { field: 'Restaurant Name', before: 'Old Place', after: 'Merged Place' },
          { field: 'Locations', after: 12 },
          { field: 'Website', before: 'https://old.example.com' },
        ],
        affectedCount: 3,
        affectedIds: [4, 5, 6],
      },
    ]);

    const response = await api.call('GET', ONE(id), { token: tokens.superAdmin });

    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      eventId: id,
      occurredAt: '2026-04-02T08:30:00.123Z',
      actor: { userId: people.superAdminId, name: 'Sam Super', role: 'superAdmin' },
      action: 'mergeRestaurants',
      actionLabel: expect.any(String),
      security: false,
      object: { type: 'Restaurant', id: people.otherRestaurantId, label: 'Merged Place' },
      restaurant: { restaurantId: people.otherRestaurantId, restaurantName: 'Merged Place' },
      changedFields: ['Restaurant Name', 'Locations', 'Website'],
      affectedCount: 3,
      changes: [
        { field: 'Restaurant Name', before: 'Old Place', after: 'Merged Place' },
        { field: 'Locations', after: 12 },
        { field: 'Website', before: 'https://old.example.com' },
      ],
      affectedIds: [4, 5, 6],
    });
    expect(response.body.actionLabel).not.toBe('');
  });

  it('answers 400 for an id that is not a number', async () => {
    const response = await api.call('GET', '/admin/activity/get-event/abc', { token: tokens.admin });
    expect(response.status).toBe(400);
  });
});

describe('paging', () => {
  const EVENTS = 57;
  let inserted: number[];

  beforeAll(async () => {
    // Times repeat (a bulk change's events share a transaction's time) and differ by a microsecond.
    const events: TestEvent[] = Array.from({ length: EVENTS }, (_, i) => ({
      occurredAt: `2026-05-01T12:00:00.${String(100000 + Math.floor(i / 3)).padStart(6, '0')}Z`,
      actorId: people.adminId,
      action: 'updateFood',
      objectLabel: `Item ${i}`,
    }));
    inserted = await only(events);
  });

  it('walks every event once, newest first by time then id, in pages of the size asked', async () => {
    const first = await api.call('GET', LIST, { token: tokens.superAdmin, query: { size: 10 } });
    expect(first.body.events).toHaveLength(10);
    expect(typeof first.body.nextCursor).toBe('string');
    expect(first.body.nextCursor.length).toBeLessThanOrEqual(100);

    const walked = await allPages(LIST, tokens.superAdmin, { size: 10 });
    const expected = (
      await api.db.query<{ id: number }>('SELECT event_id AS id FROM audit_events ORDER BY occurred_at DESC, event_id DESC')
    ).map((row) => row.id);
    expect(walked).toEqual(expected);
    expect(new Set(walked).size).toBe(EVENTS);
    expect([...walked].sort((a, b) => a - b)).toEqual([...inserted].sort((a, b) => a - b));
  });

  it('has 25 events a page by default and at most 100', async () => {
    const byDefault = await api.call('GET', LIST, { token: tokens.admin });
    expect(byDefault.body.events).toHaveLength(25);
    const tooMany = await api.call('GET', LIST, { token: tokens.admin, query: { size: 101 } });
    expect(tooMany.status).toBe(400);
    const most = await api.call('GET', LIST, { token: tokens.admin, query: { size: 100 } });
    expect(most.body.events).toHaveLength(EVENTS);
    expect(most.body.nextCursor).toBeNull();
  });

  it('neither repeats nor skips an event while new ones arrive between pages', async () => {
    let arrived = 0;
    const walked = await allPages(LIST, tokens.admin, { size: 8 }, async () => {
      arrived += 1;
      await insertTestEvents(api.db, [
        { occurredAt: new Date(Date.now() + arrived).toISOString(), actorId: people.adminId, action: 'updateFood' },
      ]);
    });
    expect(arrived).toBeGreaterThan(3);
    expect(walked).toHaveLength(EVENTS);
    expect([...walked].sort((a, b) => a - b)).toEqual([...inserted].sort((a, b) => a - b));
    await api.db.query('DELETE FROM audit_events WHERE NOT (event_id = ANY($1::bigint[]))', [inserted]);
  });

  it('pages the owner history the same way', async () => {
    await api.db.query('UPDATE audit_events SET restaurant_id = $1', [people.ownRestaurantId]);
    const walked = await allPages(MY_LIST, tokens.restaurant, { size: 20 });
    expect(new Set(walked).size).toBe(EVENTS);
    await api.db.query('UPDATE audit_events SET restaurant_id = NULL');
  });

  it.each([
    ['not base64url', 'not a cursor!'],
    ['too short', 'abc'],
    ['unsigned', Buffer.from('1767225600000000.5').toString('base64url')],
    ['signed by another secret', encodeActivityCursor('another secret', { atMicros: 1767225600000000, eventId: 5 })],
  ])('answers 400 with a message for a cursor %s', async (_, cursor) => {
    const response = await api.call('GET', LIST, { token: tokens.admin, query: { cursor } });
    expect(response).toMatchObject({ status: 400, body: { message: activityCursorMessages.invalid } });
  });

  it('answers 400 for an edited cursor and for one longer than the contract allows', async () => {
    const first = await api.call('GET', LIST, { token: tokens.admin, query: { size: 5 } });
    const cursor: string = first.body.nextCursor;
    const edited = `${cursor.slice(0, 3)}${cursor[3] === 'A' ? 'B' : 'A'}${cursor.slice(4)}`;
    const response = await api.call('GET', LIST, { token: tokens.admin, query: { cursor: edited } });
    expect(response).toMatchObject({ status: 400, body: { message: activityCursorMessages.invalid } });
    const owners = await api.call('GET', MY_LIST, { token: tokens.restaurant, query: { cursor: edited } });
    expect(owners.status).toBe(400);
    const long = await api.call('GET', LIST, { token: tokens.admin, query: { cursor: 'A'.repeat(101) } });
    expect(long.status).toBe(400);
  });

  it('keeps the microseconds of the last event in its cursor', () => {
    const position = { atMicros: 1777636800100005, eventId: 42 };
    expect(decodeActivityCursor('s', encodeActivityCursor('s', position))).toEqual(position);
  });
});

describe('filters', () => {
  let ids: Record<string, number>;

  beforeAll(async () => {
    const [early, atFrom, middle, atTo, late, pizza, otherActor] = await only([
      { occurredAt: '2026-06-01T09:59:59.999Z', actorId: people.adminId, action: 'updateFood', objectLabel: 'Early' },
      { occurredAt: '2026-06-01T10:00:00.000Z', actorId: people.adminId, action: 'updateFood', objectLabel: 'At from' },
      { occurredAt: '2026-06-02T12:00:00.000Z', actorId: people.adminId, action: 'createDeal', objectLabel: 'Middle' },
      // Kept in microseconds: still within the `to` millisecond.
      { occurredAt: '2026-06-03T18:00:00.000500Z', actorId: people.adminId, action: 'updateFood', objectLabel: 'At to' },
      { occurredAt: '2026-06-03T18:00:00.001Z', actorId: people.adminId, action: 'updateFood', objectLabel: 'Late' },
      {
        occurredAt: '2026-06-02T13:00:00Z',
        actorId: people.adminId,
        action: 'updateRestaurant',
        restaurantId: people.ownRestaurantId,
        restaurantName: 'Pizzeria Roma',
        objectLabel: 'Pizzeria Roma',
        searchText: 'Restaurant updated Pizzeria Roma Ada Admin',
      },
      {
        occurredAt: '2026-06-02T14:00:00Z',
        actorId: people.superAdminId,
        actorRole: 'superAdmin',
        action: 'updateFood',
        restaurantId: people.otherRestaurantId,
        restaurantName: 'Burger Barn',
        objectLabel: 'Cheese Burger',
        searchText: 'Menu item updated Cheese Burger Burger Barn Sam Super',
      },
    ]);
    ids = { early, atFrom, middle, atTo, late, pizza, otherActor };
  });

  const listed = async (query: Query, token = tokens.superAdmin, url = LIST) => {
    const response = await api.call('GET', url, { token, query });
    expect(response.status).toBe(200);
    return idsOf(response.body);
  };

  it('by who', async () => {
    expect(await listed({ actor_id: people.superAdminId })).toEqual([ids.otherActor]);
    expect(await listed({ actor_id: people.adminId })).toHaveLength(6);
  });

  it('by what', async () => {
    expect(await listed({ action: 'createDeal' })).toEqual([ids.middle]);
    expect(await listed({ action: 'deleteEverything' })).toEqual([]);
    expect((await api.call('GET', LIST, { token: tokens.admin, query: { action: 'not-a-key!' } })).status).toBe(400);
  });

  it('by restaurant', async () => {
    expect(await listed({ restaurant_id: people.ownRestaurantId })).toEqual([ids.pizza]);
    expect(await listed({ restaurant_id: people.otherRestaurantId })).toEqual([ids.otherActor]);
  });

  it('by dates, both inclusive', async () => {
    expect(await listed({ from: '2026-06-01T10:00:00.000Z', to: '2026-06-03T18:00:00.000Z' })).toEqual([
      ids.atTo,
      ids.otherActor,
      ids.pizza,
      ids.middle,
      ids.atFrom,
    ]);
    expect(await listed({ from: '2026-06-03T18:00:00.001Z' })).toEqual([ids.late]);
    expect(await listed({ to: '2026-06-01T09:59:59.999Z' })).toEqual([ids.early]);
    const bad = await api.call('GET', LIST, { token: tokens.admin, query: { from: 'yesterday' } });
    expect(bad.status).toBe(400);
  });

  it('by keywords: every word, the last one also as the start of a word, any case', async () => {
    expect(await listed({ keywords: 'pizz' })).toEqual([ids.pizza]);
    expect(await listed({ keywords: 'ROMA pizzeria' })).toEqual([ids.pizza]);
    expect(await listed({ keywords: 'pizzeria rom' })).toEqual([ids.pizza]);
    expect(await listed({ keywords: 'roma roma piz' })).toEqual([ids.pizza]);
    expect(await listed({ keywords: 'restaurant updated' })).toEqual([ids.pizza]);
    expect(await listed({ keywords: 'burger sam' })).toEqual([ids.otherActor]);
    expect(await listed({ keywords: 'pizza burger' })).toEqual([]);
    expect(await listed({ keywords: '   ' })).toHaveLength(7);
    expect(await listed({ keywords: '!!! ---' })).toEqual([]);
    expect(await listed({ keywords: "o'reilly (50%) \\" })).toEqual([]);
  });

  it('combined, and within what the role may read', async () => {
    expect(await listed({ action: 'updateFood', actor_id: people.superAdminId, keywords: 'cheese' })).toEqual([ids.otherActor]);
    expect(await listed({ keywords: 'burger' }, tokens.restaurant, MY_LIST)).toEqual([]);
    expect(await listed({ keywords: 'roma', action: 'updateRestaurant' }, tokens.restaurant, MY_LIST)).toEqual([ids.pizza]);
    expect(await listed({ from: '2026-06-02T13:30:00Z' }, tokens.restaurant, MY_LIST)).toEqual([]);
    // The owner's call has no actor_id or restaurant_id: such parameters are not read (not another restaurant's).
    expect(await listed({ restaurant_id: people.otherRestaurantId, actor_id: 'zzz' } as Query, tokens.restaurant, MY_LIST)).toEqual([
      ids.pizza,
    ]);
  });
});
