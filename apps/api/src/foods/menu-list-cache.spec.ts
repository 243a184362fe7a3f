import { keptListApis } from '../testing/kept-list-apis';
import { rawGet } from '../testing/raw-get';
import { categoryOf, foodFields, foodForm, menuRestaurants } from '../testing/food-fixtures';

/*
 * The menu items (owner and admin calls, whole menu and search) are kept (list-cache.ts); writes go through
 * a second API that keeps nothing (the truth) over the same database.
 */
const apis = keptListApis();
const { kept, expectFresh } = apis;
let own: number;
let theirs: number;

beforeAll(async () => {
  ({ own, other: theirs } = await menuRestaurants(apis.api));
});

const OWN_MENU = '/food/get-foods?page=1&size=999999';
const OWN_SEARCH = '/food/get-foods?page=1&size=999999&keywords=Cache';
const adminMenu = (restaurantId: number) => `/admin/food/get-foods/${restaurantId}?page=1&size=999999`;

describe('the menu lists kept by one API change after a write through another', () => {
  let foodId: number;
  let categoryId: number;
  const cases: Array<[string, () => Promise<{ status: number }>]> = [
    [
      'createFood',
      async () => {
        categoryId = (await categoryOf(apis.api, own)).id;
        const created = await apis.other.call('POST', '/food/create-food', {
          token: apis.tokens.restaurant,
          form: foodForm(foodFields(categoryId, { foodItemName: 'Cache Burger' })),
        });
        foodId = created.body.foodId;
        return created;
      },
    ],
    [
      'updateFood',
      async () =>
        apis.other.call('PATCH', `/food/update-food/${foodId}`, {
          token: apis.tokens.restaurant,
          form: foodForm(foodFields(categoryId, { foodItemName: 'Cache Burger Deluxe' })),
        }),
    ],
    [
      'updateFoodCategory (the item shows its category by name)',
      async () =>
        apis.other.call('PATCH', `/food-category/update-food-category/${categoryId}`, {
          token: apis.tokens.restaurant,
          body: { foodCategoryName: 'Cache Renamed Category' },
        }),
    ],
    ['deleteFood', async () => apis.other.call('DELETE', `/food/delete-food/${foodId}`, { token: apis.tokens.restaurant })],
  ];

  it.each(cases)('%s', async (_name, write) => {
    const paths: Array<[string, string]> = [
      [OWN_MENU, apis.tokens.restaurant],
      [OWN_SEARCH, apis.tokens.restaurant],
      [adminMenu(own), apis.tokens.admin],
    ];
    const before = await Promise.all(paths.map(([path, token]) => kept(path, token)));
    const theirsBefore = await kept(adminMenu(theirs), apis.tokens.admin);
    expect((await write()).status).toBeLessThan(300);
    const after = [];
    for (const [path, token] of paths) after.push(await expectFresh(path, token));
    expect(after).not.toEqual(before);
    expect(await expectFresh(adminMenu(theirs), apis.tokens.admin)).toEqual(theirsBefore);
  });
});

it("gives an owner's kept menu to that owner only, and an admin's to the restaurant in its URL", async () => {
  const mine = await rawGet(`${apis.api.baseUrl}${OWN_MENU}`, { authorization: `Bearer ${apis.tokens.restaurant}` });
  const asAdmin = await rawGet(`${apis.api.baseUrl}${adminMenu(theirs)}`, {
    authorization: `Bearer ${apis.tokens.admin}`,
    'if-none-match': String(mine.headers.etag),
  });
  expect(asAdmin.status).toBe(200);
  expect(JSON.parse(asAdmin.body.toString())).toEqual((await apis.other.call('GET', adminMenu(theirs), { token: apis.tokens.admin })).body);
  expect(JSON.parse(asAdmin.body.toString())).not.toEqual(JSON.parse(mine.body.toString()));
});
