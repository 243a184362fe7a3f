import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { signInEveryRole, type ConsoleRole } from '../testing/role-tokens';
import { startTestApi, type TestApi } from '../testing/test-api';
import { rawGet } from '../testing/raw-get';
import { COMPRESSION_THRESHOLD, negotiateEncoding } from './response-compression';

let api: TestApi;
let tokens: Record<ConsoleRole, string>;

beforeAll(async () => {
  api = await startTestApi();
  tokens = await signInEveryRole(api);
});

afterAll(() => api?.close());

const WHOLE_LIST = '/admin/restaurant/get-restaurants?page=1&size=999999';
// Not a cached read: the plugin compresses it on the way out.
const USERS = '/admin/user/get-users?page=1&size=50';

const get = (path: string, acceptEncoding?: string) =>
  rawGet(`${api.baseUrl}${path}`, {
    authorization: `Bearer ${tokens.admin}`,
    ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
  });

describe.each([WHOLE_LIST, USERS])('%s', (path) => {
  it('is sent plain without Accept-Encoding or with identity', async () => {
    for (const accept of [undefined, 'identity', 'deflate']) {
      const response = await get(path, accept);
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body.length).toBeGreaterThan(COMPRESSION_THRESHOLD);
      expect(JSON.parse(response.body.toString('utf8'))).toHaveProperty('pagination');
    }
  });

  it('is sent as brotli or gzip, whichever the caller prefers, with the same JSON inside', async () => {
    const plain = (await get(path)).body;
    const br = await get(path, 'gzip, deflate, br');
    const gzip = await get(path, 'gzip');
    const gzipPreferred = await get(path, 'br;q=0.5, gzip');

    expect(br.headers).toMatchObject({ 'content-encoding': 'br', vary: expect.stringMatching(/accept-encoding/i) });
    expect(brotliDecompressSync(br.body)).toEqual(plain);
    expect(br.body.length).toBeLessThan(plain.length / 4);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body)).toEqual(plain);
    expect(gzipPreferred.headers['content-encoding']).toBe('gzip');
  });
});

it('leaves answers under the threshold alone', async () => {
  const response = await get('/auth/me', 'gzip, br');
  expect(response.status).toBe(200);
  expect(response.body.length).toBeLessThan(COMPRESSION_THRESHOLD);
  expect(response.headers['content-encoding']).toBeUndefined();
  expect(JSON.parse(response.body.toString('utf8')).user).toBeDefined();
});

it('negotiates like the plugin: q-values first, brotli on a tie, * for both, nothing acceptable is identity', () => {
  expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
  expect(negotiateEncoding('gzip;q=1, br;q=0.8')).toBe('gzip');
  expect(negotiateEncoding('*')).toBe('br');
  expect(negotiateEncoding('br;q=0, *')).toBe('gzip');
  expect(negotiateEncoding('x-gzip')).toBe('gzip');
  expect(negotiateEncoding('identity')).toBeUndefined();
  expect(negotiateEncoding(undefined)).toBeUndefined();
});
