import { categoryOf, foodFields, foodForm, menuRestaurants } from '../foods/food-test-helpers';
import { signInEveryRole, type ConsoleRole } from '../testing/role-tokens';
import { startTestApi, type Json, type TestApi } from '../testing/test-api';
import { rawGet } from './raw-get';
import { startSecondApi, type SecondApi } from './second-api';

/*
 * The menu items (owner and admin calls, whole menu and search), the app users, the reported items and the
 * sent notifications are kept too; writes go through a second API that keeps nothing (the truth) over the
 * same database, or straight to it where the app writes (app users, their reports).
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
const APP_USERS = '/admin/user/get-users?page=1&size=999999';

const kept = async (path: string, token: string): Promise<Json> => (await api.call('GET', path, { token })).body;

async function expectFresh(path: string, token: string): Promise<Json> {
  const answer = await kept(path, token);
  expect(answer).toEqual((await other.call('GET', path, { token })).body);
  return answer;
}

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

it('changes the kept app users when an app user is written (by the app, straight to the database), not on a sign-in', async () => {
  const first = await rawGet(`${api.baseUrl}${APP_USERS}`, { authorization: `Bearer ${tokens.admin}` });
  await other.call('POST', '/auth/login', {
    body: { emailAddress: 'admin@example.com', password: 'Console#2026', userType: 'Administrator' },
  });
  const unchanged = await rawGet(`${api.baseUrl}${APP_USERS}`, {
    authorization: `Bearer ${tokens.admin}`,
    'if-none-match': String(first.headers.etag),
  });
  expect(unchanged.status).toBe(304);

  await api.db.query(
    `INSERT INTO users (email_address, password_hash, user_type, first_name, last_name)
     VALUES ('cache.app.user@example.com', 'x', 'Customer', 'Aaron', 'Aardvark')`,
  );
  const fresh = await expectFresh(APP_USERS, tokens.admin);
  expect(fresh.users.map((user: Json) => user.firstName)).toContain('Aaron');
  expect(JSON.parse(first.body.toString()).users).toHaveLength(fresh.users.length - 1);
});

describe('the reported items and sent notifications kept by one API change after a write', () => {
  const REPORTS = '/admin/food-report/get-food-reports?page=1&size=999999';
  const NOTIFICATIONS = '/admin/admin-notification/get-notification?page=1&size=10';
  let reportedFood: number;

  const cases: Array<[string, string, () => Promise<unknown>]> = [
    [
      'a report filed by an app user (straight to the database)',
      REPORTS,
      async () => {
        reportedFood = (await api.db.query<{ id: number }>('SELECT food_id AS id FROM foods ORDER BY food_id DESC LIMIT 1'))[0].id;
        await api.db.query('INSERT INTO food_reports (food_id, reason) VALUES ($1, $2)', [reportedFood, 'Not on the menu']);
      },
    ],
    [
      'ignoreFoodReport',
      REPORTS,
      async () => other.call('POST', `/admin/food-report/ignore-food/${reportedFood}`, { token: tokens.admin }),
    ],
    [
      'sendNotification',
      NOTIFICATIONS,
      async () => {
        const [{ id }] = await api.db.query<{ id: number }>(`SELECT user_id AS id FROM users WHERE user_type = 'Customer' LIMIT 1`);
        return other.call('POST', '/admin/admin-notification/send-notification', {
          token: tokens.admin,
          body: { title: 'Cache news', description: 'Kept lists change.', userIds: [id] },
        });
      },
    ],
  ];

  it.each(cases)('%s', async (_name, path, write) => {
    const before = await kept(path, tokens.admin);
    await write();
    expect(await expectFresh(path, tokens.admin)).not.toEqual(before);
  });
});
