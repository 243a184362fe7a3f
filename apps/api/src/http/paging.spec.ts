// A page the database cannot skip to is a 400 that says why, on every list that pages with page and
// size (the shared readPage), where some lists used to fail with a 500.
import { signInEveryRole, type ConsoleRole } from '../testing/role-tokens';
import { startTestApi, type TestApi } from '../testing/test-api';
import { MAX_OFFSET } from './paging';

let api: TestApi;
let tokens: Record<ConsoleRole, string>;

beforeAll(async () => {
  api = await startTestApi();
  tokens = await signInEveryRole(api);
});
afterAll(() => api?.close());

const LISTS: Array<[operation: string, path: string, role: ConsoleRole]> = [
  ['getRestaurants', '/admin/restaurant/get-restaurants', 'admin'],
  ['getFoods', '/food/get-foods', 'restaurant'],
  ['getAdministrators', '/admin/administrator/get-administrators', 'superAdmin'],
  ['getNotifications', '/admin/admin-notification/get-notification', 'admin'],
];

describe('page × size beyond what the database can skip', () => {
  it.each([
    [21474836, 999999],
    [2147483647, 999999],
    [2147483647, 2],
  ])('page %d of size %d answers 400 with a message on every list, at once', async (page, size) => {
    const responses = await Promise.all(
      LISTS.map(([, path, role]) => api.call('GET', path, { token: tokens[role], query: { page, size } })),
    );

    const message = `Page ${page} is too far for a size of ${size}: (page - 1) × size cannot exceed 2147483647`;
    expect(responses.map(({ status, body }) => ({ status, body }))).toEqual(LISTS.map(() => ({ status: 400, body: { message } })));
  });

  it('still answers the furthest page it can skip to, empty', async () => {
    const size = 999999;
    const page = Math.floor(MAX_OFFSET / size) + 1; // (page - 1) × size is the largest offset under the limit
    const responses = await Promise.all(
      LISTS.map(([, path, role]) => api.call('GET', path, { token: tokens[role], query: { page, size } })),
    );

    expect(responses.map((response) => response.status)).toEqual(LISTS.map(() => 200));
    expect(responses[0].body).toMatchObject({ restaurants: [], pagination: { page, size } });
    expect(responses[1].body).toMatchObject({ foods: [], pagination: { page, size } });
  });

  it('leaves a page beyond the contract to the contract: 400 from its maximum', async () => {
    const response = await api.call('GET', '/admin/restaurant/get-restaurants', {
      token: tokens.admin,
      query: { page: 99999999999, size: 100 },
    });
    expect(response).toMatchObject({ status: 400, body: { message: 'Page must be at most 2147483647' } });
  });
});

describe('the deal lists, paged by pageNum and pageSize', () => {
  it('answer a page no list can skip to with the same 400, and the furthest one empty, at once', async () => {
    const [{ restaurantId }] = await api.db.query<{ restaurantId: number }>(
      'SELECT restaurant_id AS "restaurantId" FROM restaurants ORDER BY restaurant_id LIMIT 1',
    );
    const dealLists = (pageNum: number, pageSize: number) =>
      Promise.all([
        api.call('GET', '/deal/get-deals', { token: tokens.restaurant, query: { pageNum, pageSize } }),
        api.call('GET', `/admin/deal/get-deals/${restaurantId}`, { token: tokens.admin, query: { pageNum, pageSize } }),
      ]);
    const [tooFar, furthest] = await Promise.all([dealLists(2147483647, 999999), dealLists(Math.floor(MAX_OFFSET / 999999) + 1, 999999)]);

    const message = 'Page 2147483647 is too far for a size of 999999: (page - 1) × size cannot exceed 2147483647';
    expect(tooFar.map(({ status, body }) => ({ status, body }))).toEqual([
      { status: 400, body: { message } },
      { status: 400, body: { message } },
    ]);
    const empty = { currentRestaurantDeals: [], expiredRestaurantDeals: [] };
    expect(furthest.map(({ status, body }) => ({ status, body }))).toEqual([
      { status: 200, body: empty },
      { status: 200, body: empty },
    ]);
  });
});
