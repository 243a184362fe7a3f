import { Writable } from 'node:stream';
import { DEMO_ACCOUNTS } from '../seed/demo-plan';
import { startTestApi, type TestApi } from '../testing/test-api';
import { trustsPeer } from './request-id';

/** An API whose log lines (JSON, as in production) are kept, behind the proxies `trustProxy` names. */
async function loggedApi(trustProxy: false | string[]): Promise<{ api: TestApi; lines: () => Array<Record<string, unknown>> }> {
  let text = '';
  const stream = new Writable({
    write(chunk, _encoding, done) {
      text += String(chunk);
      done();
    },
  });
  const api = await startTestApi({ logger: { level: 'info', stream }, trustProxy });
  const lines = () =>
    text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { api, lines };
}

const categories = '/restaurant-category/get-restaurant-categories';

describe('request ids, behind a proxy the API trusts (127.0.0.1)', () => {
  let api: TestApi;
  let lines: () => Array<Record<string, unknown>>;
  let token: string;

  beforeAll(async () => {
    ({ api, lines } = await loggedApi(['127.0.0.1']));
    token = await api.login(DEMO_ACCOUNTS.superAdmin, 'Administrator');
  });

  afterAll(() => api?.close());

  it("keeps the proxy's well-formed X-Request-Id: in the answer and on every log line of the request", async () => {
    const id = '6f1c2a9e0b7d4c3f8a5e1d2c3b4a5f60';
    const response = await fetch(`${api.baseUrl}${categories}`, { headers: { authorization: `Bearer ${token}`, 'x-request-id': id } });
    const own = lines().filter((line) => line.requestId === id);

    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toBe(id);
    expect(own.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
  });

  it('makes a random one for a malformed id, and for none; different for each request', async () => {
    const [malformed, none, again] = await Promise.all([
      fetch(`${api.baseUrl}/health/live`, { headers: { 'x-request-id': 'two words' } }),
      fetch(`${api.baseUrl}/health/live`),
      fetch(`${api.baseUrl}/health/live`),
    ]);
    const ids = [malformed, none, again].map((response) => response.headers.get('x-request-id'));

    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(ids).size).toBe(3);
  });

  it('a failed request: the error is logged with its id, and the answer names it as the reference', async () => {
    // A table gone from under a read: an unexpected failure, a 500.
    await api.db.exec('ALTER TABLE restaurant_categories RENAME TO restaurant_categories_away');
    let response: Response;
    try {
      response = await fetch(`${api.baseUrl}${categories}`, { headers: { authorization: `Bearer ${token}` } });
    } finally {
      await api.db.exec('ALTER TABLE restaurant_categories_away RENAME TO restaurant_categories');
    }
    const id = response.headers.get('x-request-id');
    const failed = lines().find((line) => line.msg === 'request failed');

    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ message: `Something went wrong, please try again later (reference: ${id})` });
    expect(failed).toMatchObject({ level: 50, requestId: id, err: { message: expect.stringContaining('restaurant_categories') } });
  });
});

describe('request ids from callers the API does not trust', () => {
  let api: TestApi;

  beforeAll(async () => {
    ({ api } = await loggedApi(false));
  });

  afterAll(() => api?.close());

  it("ignore the caller's X-Request-Id (a caller does not write our logs)", async () => {
    const response = await fetch(`${api.baseUrl}/health/live`, { headers: { 'x-request-id': '6f1c2a9e0b7d4c3f8a5e1d2c3b4a5f60' } });

    expect(response.headers.get('x-request-id')).not.toBe('6f1c2a9e0b7d4c3f8a5e1d2c3b4a5f60');
  });
});

describe('which peers API_TRUST_PROXY trusts', () => {
  it.each([
    [['loopback'], '127.0.0.1', true],
    [['loopback'], '::ffff:127.0.0.1', true],
    [['loopback'], '::1', true],
    [['loopback'], '10.0.0.5', false],
    [['10.1.0.0/16'], '10.1.200.3', true],
    [['10.1.0.0/255.255.0.0'], '10.2.0.1', false],
    [['uniquelocal'], '192.168.1.10', true],
    [['203.0.113.7'], '203.0.113.8', false],
  ])('%j: %s is %s', (setting, address, expected) => {
    expect(trustsPeer(setting as string[])(address)).toBe(expected);
  });
});
