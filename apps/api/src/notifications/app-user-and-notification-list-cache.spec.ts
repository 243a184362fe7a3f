import { DEMO_PASSWORD } from '../seed/demo-catalog';
import { DEMO_ACCOUNTS } from '../seed/demo-plan';
import { rawGet } from '../testing/raw-get';
import { keptListApis } from '../testing/kept-list-apis';
import type { Json } from '../testing/test-api';

/*
 * The app users and the sent notifications are kept (list-cache.ts); writes go through a second API that
 * keeps nothing (the truth) over the same database, or straight to it where the app writes (app users).
 */
const apis = keptListApis();
const { kept, expectFresh } = apis;

const APP_USERS = '/admin/user/get-users?page=1&size=999999';

it('changes the kept app users when an app user is written (by the app, straight to the database), not on a sign-in', async () => {
  const first = await rawGet(`${apis.api.baseUrl}${APP_USERS}`, { authorization: `Bearer ${apis.tokens.admin}` });
  await apis.other.call('POST', '/auth/login', {
    body: { emailAddress: DEMO_ACCOUNTS.admin, password: DEMO_PASSWORD, userType: 'Administrator' },
  });
  const unchanged = await rawGet(`${apis.api.baseUrl}${APP_USERS}`, {
    authorization: `Bearer ${apis.tokens.admin}`,
    'if-none-match': String(first.headers.etag),
  });
  expect(unchanged.status).toBe(304);

  await apis.api.db.query(
    `INSERT INTO users (email_address, password_hash, user_type, first_name, last_name)
     VALUES ('cache.app.user@example.com', 'x', 'Customer', 'Aaron', 'Aardvark')`,
  );
  const fresh = await expectFresh(APP_USERS, apis.tokens.admin);
  expect(fresh.users.map((user: Json) => user.firstName)).toContain('Aaron');
  expect(JSON.parse(first.body.toString()).users).toHaveLength(fresh.users.length - 1);
});

it('changes the kept sent notifications after sendNotification through another API', async () => {
  const NOTIFICATIONS = '/admin/admin-notification/get-notification?page=1&size=10';
  const before = await kept(NOTIFICATIONS, apis.tokens.admin);
  const [{ id }] = await apis.api.db.query<{ id: number }>(`SELECT user_id AS id FROM users WHERE user_type = 'Customer' LIMIT 1`);
  await apis.other.call('POST', '/admin/admin-notification/send-notification', {
    token: apis.tokens.admin,
    body: { title: 'Cache news', description: 'Kept lists change.', userIds: [id] },
  });
  expect(await expectFresh(NOTIFICATIONS, apis.tokens.admin)).not.toEqual(before);
});
