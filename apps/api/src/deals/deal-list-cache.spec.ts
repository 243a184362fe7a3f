import { dayFrom, dealBody, dealRestaurants, moveClock, type DealRestaurant } from '../testing/deal-fixtures';
import { foodFields, foodForm } from '../testing/food-fixtures';
import { DEMO_PASSWORD } from '../seed/demo-catalog';
import { DEMO_ACCOUNTS } from '../seed/demo-plan';
import { keptListApis } from '../testing/kept-list-apis';
import { rawGet } from '../testing/raw-get';
import type { Json } from '../testing/test-api';

/*
 * Deals are kept per caller: the owner's call has one URL for every owner, so the key must hold the owner's
 * restaurant; current and expired depend on the clock's day. Writes go through a second API (the truth:
 * it keeps no lists) over the same database.
 */
const apis = keptListApis();
const { kept, expectFresh } = apis;
let own: DealRestaurant;
let theirs: DealRestaurant;
let theirToken: string;

beforeAll(async () => {
  ({ own, other: theirs } = await dealRestaurants(apis.api));
  const [owner] = await apis.api.db.query<{ email: string }>(
    `UPDATE users u SET need_to_change_password = false FROM restaurants r
      WHERE r.owner_user_id = u.user_id AND r.restaurant_id = $1 RETURNING u.email_address AS email`,
    [theirs.restaurantId],
  );
  theirToken = (
    await apis.other.call('POST', '/auth/login', { body: { emailAddress: owner.email, password: DEMO_PASSWORD, userType: 'Restaurant' } })
  ).body.token;
});

const OWN_DEALS = '/deal/get-deals?pageNum=1&pageSize=999999';
const adminDeals = (restaurantId: number) => `/admin/deal/get-deals/${restaurantId}?pageNum=1&pageSize=999999`;

it('gives each owner their own deals, never another owner’s kept answer or ETag', async () => {
  const mine = await rawGet(`${apis.api.baseUrl}${OWN_DEALS}`, { authorization: `Bearer ${apis.tokens.restaurant}` });
  const theirAnswer = await rawGet(`${apis.api.baseUrl}${OWN_DEALS}`, {
    authorization: `Bearer ${theirToken}`,
    'if-none-match': String(mine.headers.etag),
  });
  expect(theirAnswer.status).toBe(200);
  expect(theirAnswer.headers.etag).not.toBe(mine.headers.etag);
  expect(theirAnswer.body.toString()).not.toBe(mine.body.toString());
  expect(JSON.parse(theirAnswer.body.toString())).toEqual((await apis.other.call('GET', OWN_DEALS, { token: theirToken })).body);

  const asAdmin = await rawGet(`${apis.api.baseUrl}${adminDeals(own.restaurantId)}`, {
    authorization: `Bearer ${apis.tokens.admin}`,
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
        const created = await apis.other.call('POST', '/deal/create-deal', {
          token: apis.tokens.restaurant,
          body: dealBody(apis.api, own, { dealTitle: 'Cache Deal' }),
        });
        dealId = created.body.restaurantDealId;
        return created;
      },
    ],
    [
      'updateDeal',
      async () =>
        apis.other.call('PATCH', `/deal/update-deal/${dealId}`, {
          token: apis.tokens.restaurant,
          body: dealBody(apis.api, own, { dealTitle: 'Cache Deal 2' }),
        }),
    ],
    [
      'changeDealStatus',
      async () =>
        apis.other.call('PATCH', `/deal/change-deal-status/${dealId}`, { token: apis.tokens.restaurant, body: { isActive: false } }),
    ],
    [
      'adminChangeDealStatus',
      async () =>
        apis.other.call('PATCH', `/admin/deal/change-deal-status/${dealId}`, { token: apis.tokens.admin, body: { isActive: true } }),
    ],
    [
      'updateFood (an item of the deal is renamed)',
      async () => {
        const [food] = await apis.api.db.query<{ category: number | null }>(
          'SELECT food_category_id AS category FROM foods WHERE food_id = $1',
          [own.foodIds[0]],
        );
        return apis.other.call('PATCH', `/food/update-food/${own.foodIds[0]}`, {
          token: apis.tokens.restaurant,
          form: foodForm(foodFields(food.category ?? 0, { foodItemName: 'Aaa Renamed Item' })),
        });
      },
    ],
    [
      'deleteFood (an item of the deal)',
      async () => apis.other.call('DELETE', `/food/delete-food/${own.foodIds[1]}`, { token: apis.tokens.restaurant }),
    ],
    ['removeDeal', async () => apis.other.call('DELETE', `/deal/remove-deal/${dealId}`, { token: apis.tokens.restaurant })],
  ];

  it.each(cases)('%s', async (_name, write) => {
    const before = [await kept(OWN_DEALS, apis.tokens.restaurant), await kept(adminDeals(own.restaurantId), apis.tokens.admin)];
    const theirsBefore = await kept(OWN_DEALS, theirToken);
    expect((await write()).status).toBeLessThan(300);
    const after = [
      await expectFresh(OWN_DEALS, apis.tokens.restaurant),
      await expectFresh(adminDeals(own.restaurantId), apis.tokens.admin),
    ];
    expect(after).not.toEqual(before);
    expect(await expectFresh(OWN_DEALS, theirToken)).toEqual(theirsBefore);
  });
});

it('moves a deal to expired when the clock passes its end day, with nothing written', async () => {
  const created = await apis.other.call('POST', '/deal/create-deal', {
    token: apis.tokens.restaurant,
    body: dealBody(apis.api, own, { dealTitle: 'Ends Tomorrow', foodIds: [own.foodIds[2]], endDate: dayFrom(apis.api, 1) }),
  });
  expect(created.status).toBe(201);
  const isCurrent = (answer: Json) =>
    answer.currentRestaurantDeals.some((deal: Json) => deal.restaurantDealId === created.body.restaurantDealId);
  expect(isCurrent(await kept(OWN_DEALS, apis.tokens.restaurant))).toBe(true);
  moveClock(apis.api, 2);
  try {
    // Tokens live 12 hours: the owner signs in again, two days later.
    const later = await apis.api.login(DEMO_ACCOUNTS.owner, 'Restaurant');
    expect(isCurrent(await expectFresh(OWN_DEALS, later))).toBe(false);
  } finally {
    moveClock(apis.api, -2);
  }
});
