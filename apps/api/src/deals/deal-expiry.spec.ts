import { DEMO_ACCOUNTS } from '../seed/demo-plan';
import { signInEveryRole, type ConsoleRole } from '../testing/role-tokens';
import { startTestApi, type Json, type TestApi } from '../testing/test-api';
import { dealToday } from './deal-dates';
import { dayFrom, dealBody, dealRestaurants, dealRow, moveClock, type DealRestaurant } from '../testing/deal-fixtures';

// Current or expired is decided by the server's clock (UTC today) and the end date; these tests move the
// API's clock and sign in again at the moved time (tokens live 12 hours).
let api: TestApi;
let tokens: Record<ConsoleRole, string>;
let own: DealRestaurant;

beforeAll(async () => {
  api = await startTestApi();
  tokens = await signInEveryRole(api);
  ({ own } = await dealRestaurants(api));
});

afterAll(async () => {
  await api?.close();
});

async function createOwnDeal(changes: Record<string, unknown> = {}): Promise<number> {
  const created = await api.call('POST', '/deal/create-deal', { token: tokens.restaurant, body: dealBody(api, own, changes) });
  expect(created.status).toBe(201);
  return created.body.restaurantDealId;
}

/**
 * Runs `fn` with the clock `days` ahead and tokens signed in then; puts the clock back and signs in
 * again (a sign-in at the moved time cleared the sessions that had expired by then).
 */
async function daysLater<T>(days: number, fn: (later: Record<ConsoleRole, string>) => Promise<T>): Promise<T> {
  moveClock(api, days);
  try {
    return await fn(await signInEveryRole(api));
  } finally {
    moveClock(api, -days);
    tokens = await signInEveryRole(api);
  }
}

const listsOf = async (token: string, path = '/deal/get-deals') => {
  const listed = await api.call('GET', path, { token });
  const ids = (deals: Json[]) => deals.map((deal) => deal.restaurantDealId);
  return { current: ids(listed.body.currentRestaurantDeals), expired: ids(listed.body.expiredRestaurantDeals) };
};

it('takes today as the UTC date of the server clock', () => {
  expect(dealToday(new Date('2026-03-01T23:59:59Z'))).toBe('2026-03-01');
  expect(dealToday(new Date('2026-03-02T00:00:00Z'))).toBe('2026-03-02');
  expect(dealToday(new Date('2026-03-01T20:00:00-05:00'))).toBe('2026-03-02');
});

it('keeps a deal current through its end date and expired the day after, in every list', async () => {
  const ending = await createOwnDeal({ startDate: dayFrom(api, 0), endDate: dayFrom(api, 1) });
  const open = await createOwnDeal({ startDate: dayFrom(api, 0), endDate: undefined });
  const upcoming = await createOwnDeal({ startDate: dayFrom(api, 30), endDate: dayFrom(api, 40) });

  const now = await listsOf(tokens.restaurant);
  expect(now.current).toEqual(expect.arrayContaining([ending, open, upcoming]));

  await daysLater(1, async (later) => {
    const lastDay = await listsOf(later.restaurant);
    expect(lastDay.current).toEqual(expect.arrayContaining([ending, open, upcoming]));
  });

  await daysLater(2, async (later) => {
    const owner = await listsOf(later.restaurant);
    const admin = await listsOf(later.admin, `/admin/deal/get-deals/${own.restaurantId}`);
    expect(owner.expired).toContain(ending);
    expect(owner.current).not.toContain(ending);
    expect(owner.current).toEqual(expect.arrayContaining([open, upcoming]));
    expect(admin).toEqual(owner);
  });

  await daysLater(400, async (later) => {
    const farAway = await listsOf(later.restaurant);
    expect(farAway.current).toContain(open);
    expect(farAway.expired).toEqual(expect.arrayContaining([ending, upcoming]));
  });
});

it('refuses to edit or toggle an expired deal (400), changing nothing; deleting it is allowed', async () => {
  const dealId = await createOwnDeal({ startDate: dayFrom(api, 0), endDate: dayFrom(api, 2) });

  await daysLater(3, async (later) => {
    const before = await dealRow(api, dealId);
    const body = dealBody(api, own, { startDate: dayFrom(api, 0), endDate: dayFrom(api, 20) });

    const edit = await api.call('PATCH', `/deal/update-deal/${dealId}`, { token: later.restaurant, body });
    const adminEdit = await api.call('PATCH', `/admin/deal/update-deal/${dealId}`, {
      token: later.admin,
      body: { restaurantId: own.restaurantId, ...body },
    });
    const off = await api.call('PATCH', `/deal/change-deal-status/${dealId}`, { token: later.restaurant, body: { isActive: false } });
    const adminOff = await api.call('PATCH', `/admin/deal/change-deal-status/${dealId}`, { token: later.admin, body: { isActive: false } });
    const read = await api.call('GET', `/deal/get-deal/${dealId}`, { token: later.restaurant });

    expect(edit).toMatchObject({ status: 400, body: { message: 'An expired deal cannot be edited' } });
    expect(adminEdit).toMatchObject({ status: 400, body: { message: 'An expired deal cannot be edited' } });
    expect(off).toMatchObject({ status: 400, body: { message: 'An expired deal cannot be activated or deactivated' } });
    expect(adminOff).toMatchObject({ status: 400, body: { message: 'An expired deal cannot be activated or deactivated' } });
    expect(read).toMatchObject({ status: 200, body: { restaurantDeal: { restaurantDealId: dealId, isActive: true } } });
    expect(await dealRow(api, dealId)).toEqual(before);

    const removed = await api.call('DELETE', `/deal/remove-deal/${dealId}`, { token: later.restaurant });
    expect(removed).toMatchObject({ status: 200, body: { message: 'Deal deleted Successfully' } });
  });
});

it('refuses on create a start date that became the past when the clock moved, and takes it on update', async () => {
  const dealId = await createOwnDeal({ startDate: dayFrom(api, 0), endDate: dayFrom(api, 30) });
  const startedToday = dayFrom(api, 0);

  await daysLater(5, async (later) => {
    const body = dealBody(api, own, { startDate: startedToday, endDate: dayFrom(api, 30) });
    const create = await api.call('POST', '/deal/create-deal', { token: later.restaurant, body });
    const update = await api.call('PATCH', `/deal/update-deal/${dealId}`, { token: later.restaurant, body });

    expect(create).toMatchObject({ status: 400, body: { message: 'Start Date cannot be in the past' } });
    expect(update.status).toBe(200);
    expect(await dealRow(api, dealId)).toMatchObject({ startDate: startedToday });
  });
});

it('lets an edit end a current deal early, after which it is read-only', async () => {
  const dealId = await createOwnDeal({ startDate: dayFrom(api, 0), endDate: dayFrom(api, 30) });
  const startedToday = dayFrom(api, 0);

  await daysLater(5, async (later) => {
    const ended = await api.call('PATCH', `/deal/update-deal/${dealId}`, {
      token: later.restaurant,
      body: dealBody(api, own, { startDate: startedToday, endDate: dayFrom(api, -1) }),
    });
    const lists = await listsOf(later.restaurant);
    const toggle = await api.call('PATCH', `/deal/change-deal-status/${dealId}`, { token: later.restaurant, body: { isActive: false } });

    expect(ended.status).toBe(200);
    expect(lists.expired).toContain(dealId);
    expect(toggle.status).toBe(400);
  });
});

it('splits the seeded deals the same way for the owner as SQL does with the same today', async () => {
  await daysLater(45, async (later) => {
    const today = dealToday(api.clock.now());
    const rows = await api.db.query<{ id: number; expired: boolean }>(
      `SELECT d.deal_id AS id, (d.end_date IS NOT NULL AND d.end_date < $2::date) AS expired
         FROM deals d JOIN restaurants r ON r.restaurant_id = d.restaurant_id JOIN users u ON u.user_id = r.owner_user_id
        WHERE u.email_address = $1`,
      [DEMO_ACCOUNTS.owner, today],
    );
    const lists = await listsOf(later.restaurant);

    expect([...lists.expired].sort((a, b) => a - b)).toEqual(
      rows
        .filter((row) => row.expired)
        .map((row) => row.id)
        .sort((a, b) => a - b),
    );
    expect(lists.current.length + lists.expired.length).toBe(rows.length);
  });
});
