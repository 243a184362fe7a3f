import { Writable } from 'node:stream';
import pino from 'pino';
import { ConfigError, readApiEnvironment } from '../config';
import { categoryOf, foodFields, foodForm, menuRestaurants } from '../testing/food-fixtures';
import { signInEveryRole, type ConsoleRole } from '../testing/role-tokens';
import { rawGet } from '../testing/raw-get';
import { startTestApi, type TestApi } from '../testing/test-api';
import { ANY_VERSION, MALFORMED_IF_MATCH, parseIfMatch } from './if-match';

describe('parseIfMatch', () => {
  it.each([
    ['"7"', [7]],
    ['"7-x1Yz_-"', [7]],
    ['W/"7-x1Yz"', [7]],
    [' "3" , W/"4-abc","5"', [3, 4, 5]],
  ])('reads %s as versions %j', (value, versions) => {
    expect(parseIfMatch(value)).toEqual({ any: false, versions });
  });

  it('reads * as any version', () => {
    expect(parseIfMatch(' * ')).toBe(ANY_VERSION);
  });

  it.each(['', '7', '"seven"', '"0"', '"-7"', '"7" "8"', '"7",,"8"', 'W/7', '"2147483648"', '"7', '*, "7"'])(
    'refuses %j with a sentence',
    (value) => {
      expect(() => parseIfMatch(value)).toThrow(MALFORMED_IF_MATCH);
    },
  );
});

describe('API_IF_MATCH', () => {
  it('is optional unless set, takes required, and refuses anything else in one line', () => {
    expect(readApiEnvironment({}).ifMatch).toBe('optional');
    expect(readApiEnvironment({ API_IF_MATCH: ' Required ' }).ifMatch).toBe('required');
    expect(() => readApiEnvironment({ API_IF_MATCH: 'strict' })).toThrow(ConfigError);
    expect(() => readApiEnvironment({ API_IF_MATCH: 'strict' })).toThrow('API_IF_MATCH must be optional or required: strict');
  });
});

describe('the reference API', () => {
  let api: TestApi;
  let tokens: Record<ConsoleRole, string>;
  const logged: Array<Record<string, unknown>> = [];

  beforeAll(async () => {
    const sink = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) logged.push(JSON.parse(line));
        done();
      },
    });
    api = await startTestApi({ logger: pino({ level: 'warn' }, sink) });
    tokens = await signInEveryRole(api);
  });

  afterAll(() => api?.close());

  async function newFood() {
    const { own } = await menuRestaurants(api);
    const category = await categoryOf(api, own);
    const created = await api.call('POST', '/food/create-food', {
      token: tokens.restaurant,
      form: foodForm(foodFields(category.id, { foodItemName: `Tagged ${Date.now()}` })),
    });
    return { id: created.body.foodId as number, categoryId: category.id };
  }

  it('answers a single read with ETag "<version>-<digest>", a 304 to it in If-None-Match, and takes it (also weak) in If-Match', async () => {
    const food = await newFood();
    const headers = { authorization: `Bearer ${tokens.restaurant}` };
    const read = await rawGet(`${api.baseUrl}/food/get-food/${food.id}`, headers);
    const etag = String(read.headers.etag);
    expect(etag).toMatch(/^"1-[\w-]{27}"$/);
    expect((await rawGet(`${api.baseUrl}/food/get-food/${food.id}`, { ...headers, 'if-none-match': etag })).status).toBe(304);

    const saved = await api.call('PATCH', `/food/update-food/${food.id}`, {
      token: tokens.restaurant,
      headers: { 'if-match': `W/${etag}` },
      form: foodForm(foodFields(food.categoryId, { price: '3.25' })),
    });
    expect(saved.status).toBe(200);
    const again = await rawGet(`${api.baseUrl}/food/get-food/${food.id}`, { ...headers, 'if-none-match': etag });
    expect(again.status).toBe(200);
    expect(String(again.headers.etag)).toMatch(/^"2-[\w-]{27}"$/);

    // The old tag names version 1, which is gone; a list of tags may name the current one.
    const stale = await api.call('DELETE', `/food/delete-food/${food.id}`, { token: tokens.restaurant, headers: { 'if-match': etag } });
    expect(stale).toMatchObject({ status: 412, body: { currentVersion: 2, current: { foodId: food.id, version: 2, price: '3.25' } } });
    const listed = await api.call('DELETE', `/food/delete-food/${food.id}`, {
      token: tokens.restaurant,
      headers: { 'if-match': `${etag}, "2"` },
    });
    expect(listed.status).toBe(200);
  });

  it('puts the version in every list row that opens an edit popup', async () => {
    const lists = await Promise.all([
      api.call('GET', '/food/get-foods', { token: tokens.restaurant, query: { page: 1, size: 5 } }),
      api.call('GET', '/food-category/get-food-categories', { token: tokens.restaurant, query: { page: 1, size: 50 } }),
      api.call('GET', '/deal/get-deals', { token: tokens.restaurant }),
      api.call('GET', '/restaurant/get-my-restaurant-addresses', { token: tokens.restaurant, query: { page: 1, size: 5 } }),
      api.call('GET', '/admin/restaurant/get-restaurants', { token: tokens.admin, query: { page: 1, size: 5 } }),
      api.call('GET', '/admin/restaurant-category/get-restaurant-categories', { token: tokens.admin, query: { page: 1, size: 5 } }),
      api.call('GET', '/admin/administrator/get-administrators', { token: tokens.superAdmin, query: { page: 1, size: 5 } }),
    ]);
    const [foods, categories, deals, addresses, restaurants, restaurantCategories, administrators] = lists.map((list) => list.body);
    const positive = expect.any(Number);
    for (const row of [
      ...foods.foods,
      ...categories.categories.filter((category: { categoryId: number }) => category.categoryId !== -1),
      ...deals.currentRestaurantDeals,
      ...addresses.addresses,
      ...restaurants.restaurants.map((account: { restaurant: unknown }) => account.restaurant),
      ...restaurantCategories.restaurantCategories,
      ...administrators.administrators,
    ]) {
      expect(row).toMatchObject({ version: positive });
      expect(row.version).toBeGreaterThanOrEqual(1);
    }
    expect(categories.categories.find((category: { categoryId: number }) => category.categoryId === -1)?.version).toBeUndefined();
  });

  it('lets the console send If-Match across origins and read ETag and Deprecation', async () => {
    const preflight = await fetch(`${api.baseUrl}/food/update-food/1`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:4200',
        'access-control-request-method': 'PATCH',
        'access-control-request-headers': 'if-match, authorization',
      },
    });
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('if-match');
    const read = await fetch(`${api.baseUrl}/food/get-food/1`, {
      headers: { origin: 'http://localhost:4200', authorization: `Bearer ${tokens.restaurant}` },
    });
    expect(read.headers.get('access-control-expose-headers')?.toLowerCase().split(/,\s*/)).toEqual(
      expect.arrayContaining(['etag', 'deprecation']),
    );
  });

  it('logs one line naming the operation of a change made without If-Match', async () => {
    const food = await newFood();
    logged.length = 0;
    const made = await api.call('DELETE', `/food/delete-food/${food.id}`, { token: tokens.restaurant });
    expect(made.status).toBe(200);
    expect(made.headers.get('deprecation')).toBe('true');
    expect(logged.filter((line) => line.ifMatch === 'missing')).toEqual([
      expect.objectContaining({
        operationId: 'deleteFood',
        msg: 'deleteFood sent without If-Match: made on any version (API_IF_MATCH=optional)',
      }),
    ]);
  });
});
