import { dayFrom, dealBody, dealRestaurants, moveClock, type DealRestaurant } from './deal-test-helpers';
import { foodFields, foodForm } from '../foods/food-test-helpers';
import { DEMO_PASSWORD } from '../seed/demo-catalog';
import { DEMO_ACCOUNTS } from '../seed/demo-plan';
import { signInEveryRole, type ConsoleRole } from '../testing/role-tokens';
import { startTestApi, type Json, type TestApi } from '../testing/test-api';
import { rawGet } from '../testing/raw-get';
import { expectFreshAnswer, keptAnswer, startSecondApi, type SecondApi } from '../testing/second-api';

/*
 * Deals are kept per caller: the owner's call has one URL for every owner, so the key must hold the owner's
 * restaurant; current and expired depend on the clock's day. Writes go through a second API (the truth:
 * it keeps no lists) over the same database.
 */
let api: TestApi;
let other: SecondApi;
let tokens: Record<ConsoleRole, string>;
let own: DealRestaurant;
let theirs: DealRestaurant;
let theirToken: string;

beforeAll(async () => {
  api = await startTestApi();
  other = await startSecondApi(api, { listCacheBytes: 0 });
  tokens = await signInEveryRole(api);
  ({ own, other: theirs } = await dealRestaurants(api));
  const [owner] = await api.db.query<{ email: string }>(
    `UPDATE users u SET need_to_change_password = false FROM restaurants r
      WHERE r.owner_user_id = u.user_id AND r.restaurant_id = $1 RETURNING u.email_address AS email`,
    [theirs.restaurantId],
  );
  theirToken = (
    await other.call('POST', '/auth/login', { body: { emailAddress: owner.email, password: DEMO_PASSWORD, userType: 'Restaurant' } })
  ).body.token;
});

afterAll(async () => {
  await other?.close();
  await api?.close();
});

const OWN_DEALS = '/deal/get-deals?pageNum=1&pageSize=999999';
const adminDeals = (restaurantId: number) => `/admin/deal/get-deals/${restaurantId}?pageNum=1&pageSize=999999`;

const kept = (path: string, token: string) => keptAnswer(api, path, token);
const expectFresh = (path: string, token: string) => expectFreshAnswer(api, other, path, token);

it('gives each owner their own deals, never another owner’s kept answer or ETag', async () => {
  const mine = await rawGet(`${api.baseUrl}${OWN_DEALS}`, { authorization: `Bearer ${tokens.restaurant}` });
  const theirAnswer = await rawGet(`${api.baseUrl}${OWN_DEALS}`, {
    authorization: `Bearer ${theirToken}`,
    'if-none-match': String(mine.headers.etag),
  });
  expect(theirAnswer.status).toBe(200);
  expect(theirAnswer.headers.etag).not.toBe(mine.headers.etag);
  expect(theirAnswer.body.toString()).not.toBe(mine.body.toString());
  expect(JSON.parse(theirAnswer.body.toString())).toEqual((await other.call('GET', OWN_DEALS, { token: theirToken })).body);

  const asAdmin = await rawGet(`${api.baseUrl}${adminDeals(own.restaurantId)}`, {
    authorization: `Bearer ${tokens.admin}`,
    'if-none-match': String(mine.headers.etag),
  });
  expect(asAdmin.status).toBe(200);
  expect(JSON.parse(asAdmin.body.toString())).toEqual(JSON.parse(mine.body.toString()));
});

describe('the deal lists kept by one API change after a write through another', () => {
  let dealId: number;
  const cases: Array<[string, () => Promise<{ status: number }>]> = [
    [
      'createDeal',
      async () => {
        const created = await other.call('POST', '/deal/create-deal', {
          token: tokens.restaurant,
          body: dealBody(api, own, { dealTitle: 'Cache Deal' }),
        });
        dealId = created.body.restaurantDealId;
        return created;
      },
    ],
    [
      'updateDeal',
      async () =>
        other.call('PATCH', `/deal/update-deal/${dealId}`, {
          token: tokens.restaurant,
          body: dealBody(api, own, { dealTitle: 'Cache Deal 2' }),
        }),
    ],
    [
      'changeDealStatus',
      async () => other.call('PATCH', `/deal/change-deal-status/${dealId}`, { token: tokens.restaurant, body: { isActive: false } }),
    ],
    [
      'adminChangeDealStatus',
      async () => other.call('PATCH', `/admin/deal/change-deal-status/${dealId}`, { token: tokens.admin, body: { isActive: true } }),
    ],
    [
      'updateFood (an item of the deal is renamed)',
      async () => {
        const [food] = await api.db.query<{ category: number | null }>(
          'SELECT food_category_id AS category FROM foods WHERE food_id = $1',
          [own.foodIds[0]],
        );
        return other.call('PATCH', `/food/update-food/${own.foodIds[0]}`, {
          token: tokens.restaurant,
          form: foodForm(foodFields(food.category ?? 0, { foodItemName: 'Aaa Renamed Item' })),
        });
      },
    ],
    [
      'deleteFood (an item of the deal)',
      async () => other.call('DELETE', `/food/delete-food/${own.foodIds[1]}`, { token: tokens.restaurant }),
    ],
    ['removeDeal', async () => other.call('DELETE', `/deal/remove-deal/${dealId}`, { token: tokens.restaurant })],
  ];

  it.each(cases)('%s', async (_name, write) => {
    const before = [await kept(OWN_DEALS, tokens.restaurant), await kept(adminDeals(own.restaurantId), tokens.admin)];
    const theirsBefore = await kept(OWN_DEALS, theirToken);
    expect((await write()).status).toBeLessThan(300);
    const after = [await expectFresh(OWN_DEALS, tokens.restaurant), await expectFresh(adminDeals(own.restaurantId), tokens.admin)];
    expect(after).not.toEqual(before);
    expect(await expectFresh(OWN_DEALS, theirToken)).toEqual(theirsBefore);
  });
});

it('moves a deal to expired when the clock passes its end day, with nothing written', async () => {
  const created = await other.call('POST', '/deal/create-deal', {
    token: tokens.restaurant,
    body: dealBody(api, own, { dealTitle: 'Ends Tomorrow', foodIds: [own.foodIds[2]], endDate: dayFrom(api, 1) }),
  });
  expect(created.status).toBe(201);
  const isCurrent = (answer: Json) =>
    answer.currentRestaurantDeals.some((deal: Json) => deal.restaurantDealId === created.body.restaurantDealId);
  expect(isCurrent(await kept(OWN_DEALS, tokens.restaurant))).toBe(true);
  moveClock(api, 2);
  try {
    // Tokens live 12 hours: the owner signs in again, two days later.
    const later = await api.login(DEMO_ACCOUNTS.owner, 'Restaurant');
    expect(isCurrent(await expectFresh(OWN_DEALS, later))).toBe(false);
  } finally {
    moveClock(api, -2);
  }
});
