import { dealBody, dealRestaurants, dealRow, followersOf, pushesOfDeal, type DealRestaurant } from '../testing/deal-fixtures';
import { DEMO_ACCOUNTS } from '../seed/demo-plan';
import { signInEveryRole, type ConsoleRole } from '../testing/role-tokens';
import { startTestApi, type Json, type TestApi } from '../testing/test-api';
import { drainPushOutbox, enqueuePush, type PushRow } from './push-outbox';

let api: TestApi;
let tokens: Record<ConsoleRole, string>;
let own: DealRestaurant;
let other: DealRestaurant;
let ownName: string;

beforeAll(async () => {
  api = await startTestApi();
  tokens = await signInEveryRole(api);
  ({ own, other } = await dealRestaurants(api));
  [{ ownName }] = await api.db.query<{ ownName: string }>('SELECT restaurant_name AS "ownName" FROM restaurants WHERE restaurant_id = $1', [
    own.restaurantId,
  ]);
});

afterAll(async () => {
  await api?.close();
});

const outboxSize = async () => (await api.db.query<{ n: number }>('SELECT count(*) AS n FROM push_outbox'))[0].n;

async function createOwnDeal(changes: Record<string, unknown> = {}): Promise<number> {
  const created = await api.call('POST', '/deal/create-deal', { token: tokens.restaurant, body: dealBody(api, own, changes) });
  expect(created.status).toBe(201);
  return created.body.restaurantDealId;
}

const setStatus = (dealId: number, isActive: boolean) =>
  api.call('PATCH', `/deal/change-deal-status/${dealId}`, { token: tokens.restaurant, body: { isActive } });

/** What every follower of the demo owner's restaurant gets for a deal. */
const expectPushes = async (dealId: number, title: string, body: string) => {
  const followers = await followersOf(api, own.restaurantId);
  const pushes = await pushesOfDeal(api, dealId);
  expect(pushes.map((push) => push.userId)).toEqual(followers);
  for (const push of pushes) {
    expect(push).toEqual({
      userId: push.userId,
      kind: 'deal',
      title,
      body,
      data: { restaurantDealId: dealId, restaurantId: own.restaurantId },
      sentAt: null,
    });
  }
};

describe('the demo restaurants have followers', () => {
  it('the demo owner’s among them, the demo customer included, all app users', async () => {
    const followers = await followersOf(api, own.restaurantId);
    const [{ customer }] = await api.db.query<{ customer: number }>('SELECT user_id AS customer FROM users WHERE email_address = $1', [
      DEMO_ACCOUNTS.customer,
    ]);
    const [{ others }] = await api.db.query<{ others: number }>(
      `SELECT count(*) AS others FROM restaurant_followers f JOIN users u ON u.user_id = f.user_id WHERE u.user_type <> 'Customer'`,
    );

    expect(followers.length).toBeGreaterThanOrEqual(20);
    expect(followers).toContain(customer);
    expect(others).toBe(0);
  });
});

describe('deals notify the restaurant’s followers through the outbox', () => {
  it('a new active deal: one row per follower', async () => {
    const dealId = await createOwnDeal({ dealTitle: ' Burger Night ' });

    await expectPushes(dealId, `New deal at ${ownName}`, 'Burger Night');
  });

  it('a new deal created by an administrator, for that restaurant’s followers', async () => {
    const created = await api.call('POST', '/admin/deal/create-deal', {
      token: tokens.admin,
      body: { restaurantId: other.restaurantId, ...dealBody(api, other, { dealTitle: 'Admin Deal' }) },
    });
    const pushes = await pushesOfDeal(api, created.body.restaurantDealId);

    expect(pushes.map((push) => push.userId)).toEqual(await followersOf(api, other.restaurantId));
    expect(pushes.every((push) => push.data.restaurantId === other.restaurantId && push.body === 'Admin Deal')).toBe(true);
  });

  it('an inactive deal tells no one until it is activated; deactivating and re-activating an active deal add nothing', async () => {
    const dealId = await createOwnDeal({ isActive: false, dealTitle: 'Quiet Launch' });
    expect(await pushesOfDeal(api, dealId)).toEqual([]);

    expect((await setStatus(dealId, true)).status).toBe(200);
    await expectPushes(dealId, `A deal is back at ${ownName}`, 'Quiet Launch');
    const afterActivation = await outboxSize();

    expect((await setStatus(dealId, true)).body.message).toBe('Deal activated successfully');
    expect((await setStatus(dealId, false)).body.message).toBe('Deal deactivated successfully');
    expect(await outboxSize()).toBe(afterActivation);
  });

  it('re-activating a deactivated deal notifies again, through change-deal-status or an edit turning it on', async () => {
    const dealId = await createOwnDeal({ dealTitle: 'Comeback' });
    const followers = await followersOf(api, own.restaurantId);
    await setStatus(dealId, false);

    await setStatus(dealId, true);
    expect((await pushesOfDeal(api, dealId)).length).toBe(2 * followers.length);

    await setStatus(dealId, false);
    const edited = await api.call('PATCH', `/deal/update-deal/${dealId}`, {
      token: tokens.restaurant,
      body: dealBody(api, own, { dealTitle: 'Comeback Again', isActive: true }),
    });
    expect(edited.status).toBe(200);
    const pushes = await pushesOfDeal(api, dealId);
    expect(pushes.length).toBe(3 * followers.length);
    expect(pushes.at(-1)).toMatchObject({ title: `A deal is back at ${ownName}`, body: 'Comeback Again' });
  });

  it('a plain edit, an edit turning the deal off, and a refused edit notify no one', async () => {
    const dealId = await createOwnDeal();
    const before = await outboxSize();

    await api.call('PATCH', `/deal/update-deal/${dealId}`, { token: tokens.restaurant, body: dealBody(api, own, { dealTitle: 'Edited' }) });
    await api.call('PATCH', `/deal/update-deal/${dealId}`, { token: tokens.restaurant, body: dealBody(api, own, { isActive: false }) });
    await api.call('PATCH', `/deal/update-deal/${dealId}`, {
      token: tokens.restaurant,
      body: dealBody(api, own, { isActive: true, foodIds: [other.foodIds[0]] }),
    });

    expect(await outboxSize()).toBe(before);
    expect(await dealRow(api, dealId)).toMatchObject({ isActive: false });
  });

  it('deleting a deal keeps its outbox rows', async () => {
    const dealId = await createOwnDeal();
    const pushes = await pushesOfDeal(api, dealId);

    await api.call('DELETE', `/deal/remove-deal/${dealId}`, { token: tokens.restaurant });

    expect(await dealRow(api, dealId)).toBeUndefined();
    expect(await pushesOfDeal(api, dealId)).toEqual(pushes);
  });
});

describe('a deal and its notifications are one transaction', () => {
  const failOutbox = () =>
    api.db.exec(`
      CREATE FUNCTION fail_push_outbox() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'push outbox unavailable'; END $$;
      CREATE TRIGGER fail_push_outbox BEFORE INSERT ON push_outbox FOR EACH STATEMENT EXECUTE FUNCTION fail_push_outbox();
    `);
  const restoreOutbox = () => api.db.exec('DROP TRIGGER fail_push_outbox ON push_outbox; DROP FUNCTION fail_push_outbox();');

  it('when the outbox insert fails, the deal does not exist afterwards, nor does a re-activation', async () => {
    const inactive = await createOwnDeal({ isActive: false });
    const deals = async () => (await api.db.query<{ n: number }>('SELECT count(*) AS n FROM deals'))[0].n;
    const dealFoods = async () => (await api.db.query<{ n: number }>('SELECT count(*) AS n FROM deal_foods'))[0].n;
    const before = { deals: await deals(), dealFoods: await dealFoods(), outbox: await outboxSize() };

    await failOutbox();
    try {
      const created = await api.call('POST', '/deal/create-deal', {
        token: tokens.restaurant,
        body: dealBody(api, own, { dealTitle: 'Never Announced' }),
      });
      const activated = await setStatus(inactive, true);

      expect(created.status).toBe(500);
      expect(activated.status).toBe(500);
    } finally {
      await restoreOutbox();
    }
    expect({ deals: await deals(), dealFoods: await dealFoods(), outbox: await outboxSize() }).toEqual(before);
    expect(await api.db.query(`SELECT 1 FROM deals WHERE title = 'Never Announced'`)).toEqual([]);
    expect(await dealRow(api, inactive)).toMatchObject({ isActive: false });
  });
});

describe('enqueuePush', () => {
  it('writes to chosen app users only, once each, in one statement', async () => {
    const users = await api.db.query<{ id: number; type: string }>(
      `(SELECT user_id AS id, user_type AS type FROM users WHERE user_type = 'Customer' ORDER BY user_id LIMIT 3)
       UNION ALL (SELECT user_id, user_type FROM users WHERE user_type = 'Administrator' ORDER BY user_id LIMIT 1)`,
    );
    const customers = users.filter((user) => user.type === 'Customer').map((user) => user.id);
    const calls: string[] = [];
    const tx = { query: (sql: string, params?: readonly unknown[]) => (calls.push(sql), api.db.query(sql, params)) };

    const written = await enqueuePush(
      tx as never,
      { userIds: [...users.map((user) => user.id), customers[0]] },
      { kind: 'admin-notification', title: 'Brunch is back', body: 'Pancakes all Sunday', data: { adminNotificationId: 77 } },
    );
    const rows = await api.db.query<Json>(
      `SELECT user_id AS "userId", kind, title, body, data FROM push_outbox WHERE data @> '{"adminNotificationId": 77}' ORDER BY user_id`,
    );

    expect(written).toBe(3);
    expect(calls).toHaveLength(1);
    expect(rows).toEqual(
      customers.map((userId) => ({
        userId,
        kind: 'admin-notification',
        title: 'Brunch is back',
        body: 'Pancakes all Sunday',
        data: { adminNotificationId: 77 },
      })),
    );
  });

  it('writes nothing for a restaurant without followers', async () => {
    const [{ id }] = await api.db.query<{ id: number }>(
      `INSERT INTO restaurants (restaurant_name) VALUES ('Nobody Follows') RETURNING restaurant_id AS id`,
    );

    expect(await enqueuePush(api.db, { followersOf: id }, { kind: 'deal', title: 'x', body: 'y' })).toBe(0);
  });
});

describe('a push worker drains the outbox', () => {
  it('sends unsent rows oldest first, sets sent_at on those sent, leaves the refused ones for the next pass', async () => {
    const dealId = await createOwnDeal({ dealTitle: 'Drained' });
    const unsent = async () => (await api.db.query<{ n: number }>('SELECT count(*) AS n FROM push_outbox WHERE sent_at IS NULL'))[0].n;
    const total = await unsent();
    const seen: PushRow[] = [];
    const [refusedUser] = (await pushesOfDeal(api, dealId)).map((push) => push.userId);

    const sent = await drainPushOutbox(
      api.db,
      async (push) => {
        seen.push(push);
        if (push.userId === refusedUser && push.data.restaurantDealId === dealId) throw new Error('device unregistered');
      },
      { batchSize: 100000 },
    );

    expect(seen).toHaveLength(total);
    expect(seen.map((push) => push.pushId)).toEqual([...seen.map((push) => push.pushId)].sort((a, b) => a - b));
    expect(sent).toBe(total - 1);
    expect(await unsent()).toBe(1);
    expect((await pushesOfDeal(api, dealId)).filter((push) => push.sentAt === null).map((push) => push.userId)).toEqual([refusedUser]);
    expect(await drainPushOutbox(api.db, async () => undefined)).toBe(1);
    expect(await unsent()).toBe(0);
  });
});

describe('GET /__dev/push-outbox', () => {
  // Not in the contract (like /__dev/outbox), so read with fetch rather than the contract-checked call.
  const devOutbox = async (query: Record<string, string | number> = {}) => {
    const url = new URL('/__dev/push-outbox', api.baseUrl);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, String(value));
    const response = await fetch(url);
    return { status: response.status, body: (await response.json()) as Json };
  };

  it('lists the pushes newest first, by app user (id or email) and by deal', async () => {
    const dealId = await createOwnDeal({ dealTitle: 'Dev Outbox Deal' });
    const [{ customer }] = await api.db.query<{ customer: number }>('SELECT user_id AS customer FROM users WHERE email_address = $1', [
      DEMO_ACCOUNTS.customer,
    ]);

    const byEmail = await devOutbox({ user: ` ${DEMO_ACCOUNTS.customer.toUpperCase()} `, restaurantDealId: dealId });
    const byId = await devOutbox({ user: customer });
    const byDeal = await devOutbox({ restaurantDealId: dealId, limit: 1000 });
    const bad = await devOutbox({ restaurantDealId: 'abc' });

    expect(byEmail.status).toBe(200);
    expect(byEmail.body.pushes).toEqual([
      {
        pushId: expect.any(Number),
        userId: customer,
        kind: 'deal',
        title: `New deal at ${ownName}`,
        body: 'Dev Outbox Deal',
        data: { restaurantDealId: dealId, restaurantId: own.restaurantId },
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        sentAt: null,
      },
    ]);
    expect(byId.body.pushes[0]).toEqual(byEmail.body.pushes[0]);
    expect(byId.body.pushes.every((push: Json) => push.userId === customer)).toBe(true);
    const ids = byDeal.body.pushes.map((push: Json) => push.pushId);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(byDeal.body.pushes.map((push: Json) => push.userId).sort((a: number, b: number) => a - b)).toEqual(
      await followersOf(api, own.restaurantId),
    );
    expect(bad.status).toBe(400);
  });

  it('does not exist unless asked for (API_DEV_ROUTES), whatever NODE_ENV says', async () => {
    const production = await startTestApi({ devRoutes: false, nodeEnv: 'development' });
    try {
      const response = await fetch(new URL('/__dev/push-outbox', production.baseUrl));

      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'Not found: GET /__dev/push-outbox' });
    } finally {
      await production.close();
    }
  });
});
