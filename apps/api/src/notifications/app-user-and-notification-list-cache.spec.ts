import { DEMO_PASSWORD } from '../seed/demo-catalog';
import { DEMO_ACCOUNTS } from '../seed/demo-plan';
import { rawGet } from '../testing/raw-get';
import { signInEveryRole, type ConsoleRole } from '../testing/role-tokens';
import { expectFreshAnswer, keptAnswer, startSecondApi, type SecondApi } from '../testing/second-api';
import { startTestApi, type Json, type TestApi } from '../testing/test-api';

/*
 * The app users and the sent notifications are kept (list-cache.ts); writes go through a second API that
 * keeps nothing (the truth) over the same database, or straight to it where the app writes (app users).
 */
let api: TestApi;
let other: SecondApi;
let tokens: Record<ConsoleRole, string>;

beforeAll(async () => {
  api = await startTestApi();
  other = await startSecondApi(api, { listCacheBytes: 0 });
  tokens = await signInEveryRole(api);
});

afterAll(async () => {
  await other?.close();
  await api?.close();
});

const kept = (path: string, token: string) => keptAnswer(api, path, token);
const expectFresh = (path: string, token: string) => expectFreshAnswer(api, other, path, token);

const APP_USERS = '/admin/user/get-users?page=1&size=999999';

it('changes the kept app users when an app user is written (by the app, straight to the database), not on a sign-in', async () => {
  const first = await rawGet(`${api.baseUrl}${APP_USERS}`, { authorization: `Bearer ${tokens.admin}` });
  await other.call('POST', '/auth/login', {
    body: { emailAddress: DEMO_ACCOUNTS.admin, password: DEMO_PASSWORD, userType: 'Administrator' },
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

it('changes the kept sent notifications after sendNotification through another API', async () => {
  const NOTIFICATIONS = '/admin/admin-notification/get-notification?page=1&size=10';
  const before = await kept(NOTIFICATIONS, tokens.admin);
  const [{ id }] = await api.db.query<{ id: number }>(`SELECT user_id AS id FROM users WHERE user_type = 'Customer' LIMIT 1`);
  await other.call('POST', '/admin/admin-notification/send-notification', {
    token: tokens.admin,
    body: { title: 'Cache news', description: 'Kept lists change.', userIds: [id] },
  });
  expect(await expectFresh(NOTIFICATIONS, tokens.admin)).not.toEqual(before);
});
