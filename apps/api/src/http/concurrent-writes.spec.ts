import { categoryOf, foodForm, foodFields, menuRestaurants } from '../testing/food-fixtures';
import { signInEveryRole, type ConsoleRole } from '../testing/role-tokens';
import { startTestApi, type CallResult, type TestApi } from '../testing/test-api';

/*
 * Twenty people save the same object at once, each from the same read: exactly one save is made, the
 * nineteen others answer 412 and change nothing (on PGlite, and on PostgreSQL where the calls really
 * run side by side on a pool of connections). A menu item and a restaurant profile (changed under a lock
 * of their row), a restaurant category and a restaurant's access (changed by one conditional statement).
 */

let api: TestApi;
let tokens: Record<ConsoleRole, string>;
let restaurants: { own: number; other: number };

beforeAll(async () => {
  api = await startTestApi();
  tokens = await signInEveryRole(api);
  restaurants = await menuRestaurants(api);
});

afterAll(() => api?.close());

const PEOPLE = 20;

async function versionOf(table: string, idColumn: string, id: number): Promise<number> {
  const [row] = await api.db.query<{ version: number }>(`SELECT version FROM ${table} WHERE ${idColumn} = $1`, [id]);
  return row.version;
}

/** All the saves at once; answers their statuses, and the one that was made. */
async function allAtOnce(saves: Array<() => Promise<CallResult>>): Promise<{ statuses: number[]; madeBy: number }> {
  const results = await Promise.all(saves.map((save) => save()));
  const statuses = results.map((result) => result.status);
  for (const result of results.filter((result) => result.status === 412)) {
    expect(result.body).toMatchObject({
      message: expect.stringMatching(/ was changed .*Nothing was saved\.$/),
      currentVersion: expect.any(Number),
    });
  }
  return { statuses, madeBy: statuses.findIndex((status) => status < 300) };
}

function expectOneSave(statuses: number[]): void {
  expect(statuses.filter((status) => status === 200)).toHaveLength(1);
  expect(statuses.filter((status) => status === 412)).toHaveLength(PEOPLE - 1);
}

it('a menu item: one of twenty saves from one read is made, nineteen answer 412', async () => {
  const category = await categoryOf(api, restaurants.own);
  const created = await api.call('POST', '/food/create-food', {
    token: tokens.restaurant,
    form: foodForm(foodFields(category.id, { foodItemName: 'Race Burger' })),
  });
  const foodId = created.body.foodId as number;
  const read = await api.call('GET', `/food/get-food/${foodId}`, { token: tokens.restaurant });
  const etag = read.headers.get('etag') as string;
  expect(etag).toMatch(new RegExp(`^"${read.body.food.version}-[\\w-]+"$`));

  // Half of them the owner, half an administrator (whose form names the restaurant).
  const { statuses, madeBy } = await allAtOnce(
    Array.from({ length: PEOPLE }, (_, i) => () => {
      const fields = foodFields(category.id, { price: `${i}.50` });
      return i % 2
        ? api.call('PATCH', `/food/update-food/${foodId}`, {
            token: tokens.restaurant,
            headers: { 'if-match': etag },
            form: foodForm(fields),
          })
        : api.call('PATCH', `/admin/food/update-food/${foodId}`, {
            token: tokens.admin,
            headers: { 'if-match': etag },
            form: foodForm({ restaurantId: String(restaurants.own), ...fields }),
          });
    }),
  );
  expectOneSave(statuses);
  const after = await api.call('GET', `/food/get-food/${foodId}`, { token: tokens.restaurant });
  expect(after.body.food).toMatchObject({ price: `${madeBy}.50`, version: read.body.food.version + 1 });
});

it('a restaurant profile: one of twenty saves from one read is made, nineteen answer 412', async () => {
  const read = await api.call('GET', '/restaurant/get-my-restaurant-details', { token: tokens.restaurant });
  const { restaurant, emailAddress } = read.body;
  const categoryIds = restaurant.restaurantCategories.map((category: { restaurantCategoryId: number }) =>
    String(category.restaurantCategoryId),
  );
  const profile = (name: string) => {
    const form = new FormData();
    form.append('restaurantName', name);
    for (const id of categoryIds) form.append('restaurantCategoryIds', id);
    form.append('emailAddress', emailAddress);
    return form;
  };

  const { statuses, madeBy } = await allAtOnce(
    Array.from(
      { length: PEOPLE },
      (_, i) => () =>
        api.call('PATCH', '/restaurant/update-restaurant', {
          token: tokens.restaurant,
          headers: { 'if-match': `"${restaurant.version}"` },
          form: profile(`${restaurant.restaurantName} ${i}`),
        }),
    ),
  );
  expectOneSave(statuses);
  const after = await api.call('GET', '/restaurant/get-my-restaurant-details', { token: tokens.restaurant });
  expect(after.body.restaurant).toMatchObject({
    restaurantName: `${restaurant.restaurantName} ${madeBy}`,
    version: restaurant.version + 1,
  });
});

it('a restaurant category (one conditional statement): one of twenty renames is made', async () => {
  const created = await api.call('POST', '/admin/restaurant-category/create-restaurant-category', {
    token: tokens.admin,
    body: { restaurantCategoryName: 'Race Cuisine' },
  });
  const id = created.body.restaurantCategoryId as number;
  const { statuses, madeBy } = await allAtOnce(
    Array.from(
      { length: PEOPLE },
      (_, i) => () =>
        api.call('PATCH', `/admin/restaurant-category/update-restaurant-category/${id}`, {
          token: i % 2 ? tokens.admin : tokens.superAdmin,
          headers: { 'if-match': '"1"' },
          body: { restaurantCategoryName: `Race Cuisine ${i}` },
        }),
    ),
  );
  expectOneSave(statuses);
  const [row] = await api.db.query<{ name: string }>(
    'SELECT restaurant_category_name AS name FROM restaurant_categories WHERE restaurant_category_id = $1',
    [id],
  );
  expect(row.name).toBe(`Race Cuisine ${madeBy}`);
  expect(await versionOf('restaurant_categories', 'restaurant_category_id', id)).toBe(2);
});

it("a restaurant's access (one conditional statement): one of twenty suspensions is made", async () => {
  const id = restaurants.other;
  await api.db.query(`UPDATE restaurants SET account_status = 'Approved' WHERE restaurant_id = $1`, [id]);
  const version = await versionOf('restaurants', 'restaurant_id', id);
  const { statuses } = await allAtOnce(
    Array.from(
      { length: PEOPLE },
      () => () =>
        api.call('PATCH', `/admin/restaurant/change-status/${id}`, {
          token: tokens.admin,
          headers: { 'if-match': `"${version}"` },
          body: { restaurant_id: id, account_status: 'Suspended' },
        }),
    ),
  );
  expectOneSave(statuses);
  expect(await versionOf('restaurants', 'restaurant_id', id)).toBe(version + 1);
});
