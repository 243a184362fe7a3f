import { DEMO_ACCOUNTS } from '../seed/demo-plan';
import { signInEveryRole, type ConsoleRole } from '../testing/role-tokens';
import { rawGet } from '../testing/raw-get';
import { startTestApi, type TestApi } from '../testing/test-api';

/*
 * A kept list answered to a signed-in caller costs one statement: the guard reads the session and the
 * list's data versions together (auth/sessions.ts readSession). The session is still read on every call,
 * so a session ended elsewhere (another process, sign-out) stops the very next call.
 */
let api: TestApi;
let tokens: Record<ConsoleRole, string>;
let statements: string[] = [];

beforeAll(async () => {
  api = await startTestApi();
  tokens = await signInEveryRole(api);
  const query = api.db.query.bind(api.db);
  jest.spyOn(api.db, 'query').mockImplementation((sql, params, options) => {
    statements.push(sql);
    return query(sql, params, options);
  });
});

afterAll(() => api?.close());

const PAGE = '/admin/restaurant/get-restaurants?page=1&size=10';
const get = (path: string, token: string, ifNoneMatch?: string) =>
  rawGet(`${api.baseUrl}${path}`, { authorization: `Bearer ${token}`, ...(ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {}) });

async function statementsOf(call: () => Promise<unknown>): Promise<string[]> {
  statements = [];
  await call();
  return statements;
}

it('answers a kept page, and its 304, in one statement that reads the session and the versions', async () => {
  const first = await get(PAGE, tokens.admin);
  expect(first.status).toBe(200);
  const kept = await statementsOf(() => get(PAGE, tokens.admin));
  expect(kept).toHaveLength(1);
  expect(kept[0]).toMatch(/FROM sessions s[\s\S]*data_versions|data_versions[\s\S]*FROM sessions s/);

  const etag = String(first.headers.etag);
  const notModified = await statementsOf(async () => expect((await get(PAGE, tokens.admin, etag)).status).toBe(304));
  expect(notModified).toHaveLength(1);
});

it('gives a new answer after a write, the versions being those read with the session', async () => {
  const before = await get(PAGE, tokens.admin);
  await api.db.query('UPDATE data_versions SET version = version + 1 WHERE table_name = $1', ['restaurants']);
  const after = await get(PAGE, tokens.admin, String(before.headers.etag));
  expect(after.status).toBe(200);
  expect(after.headers.etag).not.toBe(before.headers.etag);
});

it('refuses the next call of a session ended elsewhere, its answer being kept', async () => {
  const token = await api.login(DEMO_ACCOUNTS.admin, 'Administrator');
  expect((await get(PAGE, token)).status).toBe(200);
  const { jti } = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { jti: string };
  await api.db.query('DELETE FROM sessions WHERE session_id = $1', [jti]);
  const refused = await get(PAGE, token);
  expect(refused.status).toBe(401);
  expect(JSON.parse(refused.body.toString())).toMatchObject({ message: 'Session expired, please login again' });
});

it('reads no versions for a list the cache does not keep', async () => {
  const path = '/admin/restaurant-category/get-restaurant-categories?page=1&size=10';
  const uncached = await statementsOf(() => get(path, tokens.admin));
  expect(uncached.some((sql) => sql.includes('data_versions'))).toBe(false);
});
