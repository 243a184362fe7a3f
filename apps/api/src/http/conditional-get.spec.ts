import { signInEveryRole, type ConsoleRole } from '../testing/role-tokens';
import { startTestApi, type TestApi } from '../testing/test-api';
import { rawGet } from '../testing/raw-get';

let api: TestApi;
let tokens: Record<ConsoleRole, string>;

beforeAll(async () => {
  api = await startTestApi();
  tokens = await signInEveryRole(api);
});

afterAll(() => api?.close());

const get = (path: string, token: string, ifNoneMatch?: string) =>
  rawGet(`${api.baseUrl}${path}`, {
    authorization: `Bearer ${token}`,
    'accept-encoding': 'gzip',
    ...(ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {}),
  });

// A cached list (version ETag) and a read the list cache does not keep (ETag of the body).
describe.each([
  ['the whole restaurant list', '/admin/restaurant/get-restaurants?page=1&size=999999'],
  ['the restaurant categories', '/admin/restaurant-category/get-restaurant-categories?page=1&size=999999'],
])('%s', (_name, path) => {
  it('answers 304 without a body while unchanged, and 200 with a new ETag after a write', async () => {
    const first = await get(path, tokens.admin);
    expect(first.status).toBe(200);
    expect(first.headers).toMatchObject({ etag: expect.stringMatching(/^W\/"[\w-]+"$/), 'cache-control': 'no-store' });
    const etag = String(first.headers.etag);

    const unchanged = await get(path, tokens.admin, etag);
    expect(unchanged.status).toBe(304);
    expect(unchanged.body.length).toBe(0);
    expect(unchanged.headers).toMatchObject({ etag, 'cache-control': 'no-store' });
    expect(unchanged.headers['content-type']).toBeUndefined();
    // Several tags, and the strong form of the same tag, match too.
    expect((await get(path, tokens.admin, `"other", ${etag.slice(2)}`)).status).toBe(304);

    const created = await api.call('POST', '/admin/restaurant-category/create-restaurant-category', {
      token: tokens.admin,
      body: { restaurantCategoryName: `Cat ${Date.now() % 100000}` },
    });
    expect(created.status).toBe(201);

    const changed = await get(path, tokens.admin, etag);
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.body.length).toBeGreaterThan(0);
  });

  it('gives a superAdmin and an admin their own ETags', async () => {
    const admin = await get(path, tokens.admin);
    const superAdmin = await get(path, tokens.superAdmin, String(admin.headers.etag));
    if (path.includes('get-restaurants')) expect(superAdmin.headers.etag).not.toBe(admin.headers.etag);
    expect(superAdmin.status).toBe(path.includes('get-restaurants') ? 200 : 304);
  });
});

it('answers 304 to an owner for their own reads, never with another role’s ETag', async () => {
  const mine = await get('/restaurant/get-my-restaurant-details', tokens.restaurant);
  expect(mine.status).toBe(200);
  expect((await get('/restaurant/get-my-restaurant-details', tokens.restaurant, String(mine.headers.etag))).status).toBe(304);
  const adminList = await get('/admin/restaurant/get-restaurants?page=1&size=999999', tokens.admin);
  const ownerWithAdminTag = await get(
    '/admin/restaurant/get-restaurants?page=1&size=999999',
    tokens.restaurant,
    String(adminList.headers.etag),
  );
  expect(ownerWithAdminTag.status).toBe(403);
});

it('leaves errors and writes without validators', async () => {
  const missing = await get('/admin/restaurant/get-restaurant-details/99999999', tokens.admin);
  expect(missing.status).toBe(404);
  expect(missing.headers.etag).toBeUndefined();
  const noToken = await rawGet(`${api.baseUrl}/admin/restaurant/get-restaurants?page=1&size=10`, { 'if-none-match': '*' });
  expect(noToken.status).toBe(401);
});
