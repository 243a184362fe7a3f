import { DEMO_PASSWORD } from '../seed/demo-catalog';
import { DEMO_ACCOUNTS } from '../seed/demo-plan';
import { signInEveryRole, type ConsoleRole } from '../testing/role-tokens';
import { startTestApi, type TestApi } from '../testing/test-api';
import { outboxMessages } from '../testing/dev-outbox-reading';
import { captureLog } from './security-log-capture';

/*
 * The security events of password changes and access decisions, as a log pipeline reads them. Sign-in
 * failures and locks are in sign-in-limits.spec.ts, email changes in email-change.spec.ts.
 */

let api: TestApi;
let tokens: Record<ConsoleRole, string>;
const log = captureLog();
const NEW_PASSWORD = 'Fresh#Start9';

beforeAll(async () => {
  api = await startTestApi({ logger: log.logger });
  tokens = await signInEveryRole(api);
});

afterAll(async () => {
  await api?.close();
});

const userIdOf = async (email: string) =>
  (await api.db.query<{ userId: number }>('SELECT user_id AS "userId" FROM users WHERE email_address = $1', [email]))[0].userId;

it('logs a password change and the sessions it ended, without the password', async () => {
  await api.login(DEMO_ACCOUNTS.owner, 'Restaurant'); // a second session, which the change ends

  const response = await api.call('PATCH', '/auth/change-password', {
    token: tokens.restaurant,
    body: { currentPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
  });

  expect(response.status).toBe(200);
  const userId = await userIdOf(DEMO_ACCOUNTS.owner);
  expect(log.events('password.changed')).toEqual([expect.objectContaining({ level: 30, userId, ip: '127.0.0.1' })]);
  expect(log.events('sessions.revoked')).toEqual([expect.objectContaining({ userId, sessions: 1, reason: 'password changed' })]);
  expect(log.text()).not.toContain(NEW_PASSWORD);
});

it('logs a password reset, without the code', async () => {
  await api.call('POST', '/auth/forgot-password', { body: { emailAddress: DEMO_ACCOUNTS.admin, userType: 'Administrator' } });
  const [{ code: resetCode }] = await outboxMessages(api, DEMO_ACCOUNTS.admin);

  const response = await api.call('PATCH', '/auth/reset-password', {
    body: {
      emailAddress: DEMO_ACCOUNTS.admin,
      resetCode,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
      userType: 'Administrator',
    },
  });

  expect(response.status).toBe(200);
  const userId = await userIdOf(DEMO_ACCOUNTS.admin);
  expect(log.events('password.reset-requested')).toEqual([expect.objectContaining({ userId })]);
  expect(log.events('password.reset')).toEqual([expect.objectContaining({ level: 30, userId, email: DEMO_ACCOUNTS.admin })]);
  expect(log.events('sessions.revoked').at(-1)).toMatchObject({ userId, reason: 'password reset' });
  expect(log.text()).not.toContain(resetCode);
  expect(log.text()).not.toContain(tokens.admin);
});

it("logs a restaurant's access removed and restored, with the administrator who did it", async () => {
  const [{ restaurantId }] = await api.db.query<{ restaurantId: number }>(
    `SELECT restaurant_id AS "restaurantId" FROM restaurants WHERE account_status = 'Approved' ORDER BY restaurant_id DESC LIMIT 1`,
  );
  const change = (account_status: string) =>
    api.call('PATCH', `/admin/restaurant/change-status/${restaurantId}`, {
      token: tokens.superAdmin,
      body: { account_status, restaurant_id: restaurantId },
    });

  expect((await change('Suspended')).status).toBe(200);
  expect((await change('Approved')).status).toBe(200);

  const byUserId = await userIdOf(DEMO_ACCOUNTS.superAdmin);
  expect(log.events('restaurant.access-removed')).toEqual([expect.objectContaining({ restaurantId, byUserId })]);
  expect(log.events('restaurant.access-restored')).toEqual([expect.objectContaining({ restaurantId, byUserId })]);
});

it("logs an administrator's access given and removed", async () => {
  const created = await api.call('POST', '/admin/administrator/create-administrator', {
    token: tokens.superAdmin,
    body: {
      firstName: 'Grace',
      lastName: 'Hopper',
      emailAddress: 'grace.events@example.com',
      password: 'Compiler#1952',
      phoneCountryCode: '+1',
      phoneNumber: '2025550143',
    },
  });
  const removed = await api.call('DELETE', `/admin/administrator/delete-administrator/${created.body.userId}`, {
    token: tokens.superAdmin,
  });

  expect([created.status, removed.status]).toEqual([201, 200]);
  const byUserId = await userIdOf(DEMO_ACCOUNTS.superAdmin);
  expect(log.events('administrator.added')).toEqual([expect.objectContaining({ userId: created.body.userId, byUserId })]);
  expect(log.events('administrator.removed')).toEqual([expect.objectContaining({ userId: created.body.userId, byUserId })]);
  expect(log.text()).not.toContain('Compiler#1952');
});
