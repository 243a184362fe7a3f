import { signInEveryRole, type ConsoleRole } from '../testing/role-tokens';
import { rawGet } from '../testing/raw-get';
import { expectFreshAnswer, keptAnswer, startSecondApi, type SecondApi } from '../testing/second-api';
import { startTestApi, type TestApi } from '../testing/test-api';
import { categoryOf, foodFields, foodForm, menuRestaurants } from './food-test-helpers';

/*
 * The menu items (owner and admin calls, whole menu and search) are kept (list-cache.ts); writes go through
 * a second API that keeps nothing (the truth) over the same database.
 */
let api: TestApi;
let other: SecondApi;
let tokens: Record<ConsoleRole, string>;
let own: number;
let theirs: number;

beforeAll(async () => {
  api = await startTestApi();
  other = await startSecondApi(api, { listCacheBytes: 0 });
  tokens = await signInEveryRole(api);
  ({ own, other: theirs } = await menuRestaurants(api));
});

afterAll(async () => {
  await other?.close();
  await api?.close();
});

const OWN_MENU = '/food/get-foods?page=1&size=999999';
const OWN_SEARCH = '/food/get-foods?page=1&size=999999&keywords=Cache';
const adminMenu = (restaurantId: number) => `/admin/food/get-foods/${restaurantId}?page=1&size=999999`;

const kept = (path: string, token: string) => keptAnswer(api, path, token);
const expectFresh = (path: string, token: string) => expectFreshAnswer(api, other, path, token);

describe('the menu lists kept by one API change after a write through another', () => {
  let foodId: number;
  let categoryId: number;
  const cases: Array<[string, () => Promise<{ status: number }>]> = [
    [
      'createFood',
      async () => {
        categoryId = (await categoryOf(api, own)).id;
        const created = await other.call('POST', '/food/create-food', {
          token: tokens.restaurant,
          form: foodForm(foodFields(categoryId, { foodItemName: 'Cache Burger' })),
        });
        foodId = created.body.foodId;
        return created;
      },
    ],
    [
      'updateFood',
      async () =>
        other.call('PATCH', `/food/update-food/${foodId}`, {
          token: tokens.restaurant,
          form: foodForm(foodFields(categoryId, { foodItemName: 'Cache Burger Deluxe' })),
        }),
    ],
    [
      'updateFoodCategory (the item shows its category by name)',
      async () =>
        other.call('PATCH', `/food-category/update-food-category/${categoryId}`, {
          token: tokens.restaurant,
          body: { foodCategoryName: 'Cache Renamed Category' },
        }),
    ],
    ['deleteFood', async () => other.call('DELETE', `/food/delete-food/${foodId}`, { token: tokens.restaurant })],
  ];

  it.each(cases)('%s', async (_name, write) => {
    const paths: Array<[string, string]> = [
      [OWN_MENU, tokens.restaurant],
      [OWN_SEARCH, tokens.restaurant],
      [adminMenu(own), tokens.admin],
    ];
    const before = await Promise.all(paths.map(([path, token]) => kept(path, token)));
    const theirsBefore = await kept(adminMenu(theirs), tokens.admin);
    expect((await write()).status).toBeLessThan(300);
    const after = [];
    for (const [path, token] of paths) after.push(await expectFresh(path, token));
    expect(after).not.toEqual(before);
    expect(await expectFresh(adminMenu(theirs), tokens.admin)).toEqual(theirsBefore);
  });
});

it("gives an owner's kept menu to that owner only, and an admin's to the restaurant in its URL", async () => {
  const mine = await rawGet(`${api.baseUrl}${OWN_MENU}`, { authorization: `Bearer ${tokens.restaurant}` });
  const asAdmin = await rawGet(`${api.baseUrl}${adminMenu(theirs)}`, {
    authorization: `Bearer ${tokens.admin}`,
    'if-none-match': String(mine.headers.etag),
  });
  expect(asAdmin.status).toBe(200);
  expect(JSON.parse(asAdmin.body.toString())).toEqual((await other.call('GET', adminMenu(theirs), { token: tokens.admin })).body);
  expect(JSON.parse(asAdmin.body.toString())).not.toEqual(JSON.parse(mine.body.toString()));
});
