import { DEMO_ACCOUNTS } from '../seed/demo-plan';
import { DEMO_PASSWORD } from '../seed/demo-catalog';
import { TEST_IMAGES } from '../testing/test-images';
import { keptListApis } from '../testing/kept-list-apis';
import { rawGet } from '../testing/raw-get';
import type { Json } from '../testing/test-api';

/*
 * The whole restaurant list is kept by the first API; every write goes through a second API over the same
 * database (on PostgreSQL, its own pool), as another process would. After each write the first API must
 * answer what a fresh query answers: the second API keeps no lists, so it is the truth.
 */
const apis = keptListApis();

const LISTS: Array<{ path: string; query: Record<string, string | number> }> = [
  { path: '/admin/restaurant/get-restaurants', query: { page: 1, size: 999999 } },
  { path: '/admin/restaurant/get-all-restaurants', query: { page: 1, size: 30, keywords: 'a' } },
];

async function kept(): Promise<Json[]> {
  return Promise.all(LISTS.map(async ({ path, query }) => (await apis.api.call('GET', path, { token: apis.tokens.admin, query })).body));
}

async function fresh(): Promise<Json[]> {
  return Promise.all(LISTS.map(async ({ path, query }) => (await apis.other.call('GET', path, { token: apis.tokens.admin, query })).body));
}

const one = async <T>(sql: string, params: unknown[] = []): Promise<T> => (await apis.api.db.query<T>(sql, params))[0];
const ownedRestaurant = (offset = 0) =>
  one<{ id: number; email: string }>(
    `SELECT r.restaurant_id AS id, u.email_address AS email FROM restaurants r JOIN users u ON u.user_id = r.owner_user_id
      WHERE u.email_address <> $1 ORDER BY r.restaurant_id OFFSET $2 LIMIT 1`,
    [DEMO_ACCOUNTS.owner, offset],
  );
const categoryIds = async () =>
  (await apis.api.db.query<{ id: number }>('SELECT restaurant_category_id AS id FROM restaurant_categories ORDER BY 1 LIMIT 2')).map(
    (row) => row.id,
  );

function form(fields: Record<string, string | string[]>, image = false): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const item of [value].flat()) data.append(name, item);
  if (image) data.append('restaurantImages', new Blob([TEST_IMAGES.png], { type: 'image/png' }), 'logo.png');
  return data;
}

const location = {
  streetAddress: '600 Congress Ave',
  latitude: 30.2689,
  longitude: -97.7426,
  phoneCountryCode: '+1',
  phoneNumber: '5128675309',
};
const locationForm = (restaurantId: number) =>
  form({ restaurantId: String(restaurantId), ...Object.fromEntries(Object.entries(location).map(([k, v]) => [k, String(v)])) });

/** Each call that writes a table the restaurant lists read, made through the other API. */
const WRITES: Array<[string, () => Promise<unknown>]> = [
  [
    'createRestaurant',
    async () =>
      apis.other.call('POST', '/admin/restaurant/create-restaurant', {
        token: apis.tokens.admin,
        body: {
          emailAddress: 'cache-new@example.com',
          password: DEMO_PASSWORD,
          restaurantName: 'Aaa Cache New',
          restaurantCategoryIds: await categoryIds(),
          locations: [location],
        },
      }),
  ],
  [
    'changeRestaurantStatus',
    async () => {
      const { id } = await ownedRestaurant();
      return apis.other.call('PATCH', `/admin/restaurant/change-status/${id}`, {
        token: apis.tokens.admin,
        body: { account_status: 'Suspended', restaurant_id: id },
      });
    },
  ],
  [
    'adminUpdateRestaurant (name, categories, owner email, a company-wide image)',
    async () => {
      const { id } = await ownedRestaurant(1);
      const fields = {
        restaurantId: String(id),
        restaurantName: 'Aaa Renamed',
        restaurantCategoryIds: (await categoryIds()).map(String),
        emailAddress: 'aaa-renamed@example.com',
      };
      return apis.other.call('PATCH', '/admin/restaurant/update-restaurant', { token: apis.tokens.admin, form: form(fields, true) });
    },
  ],
  [
    'adminCreateRestaurantLocation',
    async () =>
      apis.other.call('POST', '/admin/restaurant/create-restaurant-location', {
        token: apis.tokens.admin,
        form: locationForm((await ownedRestaurant(2)).id),
      }),
  ],
  [
    'adminDeleteRestaurantLocation',
    async () => {
      const address = await one<{ id: number; restaurantId: number }>(
        `SELECT address_id AS id, restaurant_id AS "restaurantId" FROM addresses a
          WHERE (SELECT count(*) FROM addresses b WHERE b.restaurant_id = a.restaurant_id) > 1 ORDER BY address_id LIMIT 1`,
      );
      return apis.other.call('DELETE', `/admin/restaurant/delete-restaurant-location/${address.restaurantId}/${address.id}`, {
        token: apis.tokens.admin,
      });
    },
  ],
  [
    'adminDeleteRestaurantImage',
    async () => {
      const image = await one<{ id: number; restaurantId: number }>(
        'SELECT image_id AS id, restaurant_id AS "restaurantId" FROM images WHERE address_id IS NULL ORDER BY image_id LIMIT 1',
      );
      return apis.other.call('DELETE', `/admin/restaurant/delete-restaurant-image/${image.restaurantId}/${image.id}`, {
        token: apis.tokens.admin,
      });
    },
  ],
  [
    'updateRestaurantCategory',
    async () => {
      const [id] = await categoryIds();
      return apis.other.call('PATCH', `/admin/restaurant-category/update-restaurant-category/${id}`, {
        token: apis.tokens.admin,
        body: { restaurantCategoryName: 'Aaa Cuisine' },
      });
    },
  ],
  [
    'deleteRestaurantCategory',
    async () =>
      apis.other.call('DELETE', `/admin/restaurant-category/delete-restaurant-category/${(await categoryIds())[1]}`, {
        token: apis.tokens.admin,
      }),
  ],
  [
    'updateRestaurant (the owner renames their restaurant)',
    async () => {
      const owner = await apis.api.login(DEMO_ACCOUNTS.owner, 'Restaurant');
      const me = await apis.api.call('GET', '/restaurant/get-my-restaurant-details', { token: owner });
      const categories = me.body.restaurant.restaurantCategories.map((c: Json) => String(c.restaurantCategoryId));
      return apis.other.call('PATCH', '/restaurant/update-restaurant', {
        token: owner,
        form: form({ restaurantName: 'Aaa Owner Renamed', restaurantCategoryIds: categories, emailAddress: DEMO_ACCOUNTS.owner }),
      });
    },
  ],
  [
    'mergeRestaurants',
    async () => {
      const ids = [(await ownedRestaurant(3)).id, (await ownedRestaurant(4)).id];
      return apis.other.call('POST', '/admin/restaurant/merge-restaurants', {
        token: apis.tokens.admin,
        body: { restaurantIds: ids, newRestaurantName: 'Aaa Merged' },
      });
    },
  ],
  [
    'deleteMyRestaurant',
    async () => {
      const { email } = await ownedRestaurant(5);
      await apis.api.db.query('UPDATE users SET need_to_change_password = false WHERE lower(email_address) = lower($1)', [email]);
      const owner = await apis.api.login(email, 'Restaurant');
      return apis.other.call('DELETE', '/restaurant/delete-my-restaurant', { token: owner, body: { password: DEMO_PASSWORD } });
    },
  ],
];

describe('restaurant lists kept by one API', () => {
  it.each(WRITES)('change after %s through another API', async (_name, write) => {
    const before = await kept();
    const response = (await write()) as { status: number; body: Json };
    expect(response.status).toBeLessThan(300);
    const after = await kept();
    expect(after).not.toEqual(before);
    expect(after).toEqual(await fresh());
  });

  it('stay the same, and answer 304, after sign-ins (they write users.last_login_at, and password_hash when its cost was raised)', async () => {
    const url = `${apis.api.baseUrl}/admin/restaurant/get-restaurants?page=1&size=999999`;
    const first = await rawGet(url, { authorization: `Bearer ${apis.tokens.admin}` });
    await apis.api.login(DEMO_ACCOUNTS.admin, 'Administrator');
    await apis.other.call('POST', '/auth/login', {
      body: { emailAddress: DEMO_ACCOUNTS.superAdmin, password: DEMO_PASSWORD, userType: 'Administrator' },
    });
    const again = await rawGet(url, { authorization: `Bearer ${apis.tokens.admin}`, 'if-none-match': String(first.headers.etag) });
    expect(again.status).toBe(304);
  });

  it('give the same answer to many callers at once', async () => {
    await apis.other.call('PATCH', `/admin/restaurant-category/update-restaurant-category/${(await categoryIds())[0]}`, {
      token: apis.tokens.admin,
      body: { restaurantCategoryName: 'Aaa Cuisine Again' },
    });
    const url = `${apis.api.baseUrl}/admin/restaurant/get-restaurants?page=1&size=999999`;
    const answers = await Promise.all(Array.from({ length: 12 }, () => rawGet(url, { authorization: `Bearer ${apis.tokens.admin}` })));
    expect(new Set(answers.map((answer) => answer.body.toString('utf8'))).size).toBe(1);
    expect(new Set(answers.map((answer) => answer.headers.etag)).size).toBe(1);
    expect(JSON.parse(answers[0].body.toString('utf8'))).toEqual((await fresh())[0]);
  });
});

it('bumps users on a change of every column but last_login_at, password_hash and theme, which no list shows (a new column must join the trigger)', async () => {
  const columns = await apis.api.db.query<{ name: string }>(
    `SELECT column_name AS name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'users'`,
  );
  const watched = await apis.api.db.query<{ name: string }>(
    `SELECT a.attname AS name FROM pg_trigger t JOIN pg_attribute a ON a.attrelid = t.tgrelid AND a.attnum = ANY(t.tgattr::int2[])
      WHERE t.tgname = 'users_data_version'`,
  );
  const names = (rows: Array<{ name: string }>) => rows.map((row) => row.name).sort();
  const unlisted = ['last_login_at', 'password_hash', 'theme'];
  expect(names(watched)).toEqual(names(columns).filter((name) => !unlisted.includes(name)));
});
