import { signInEveryRole, type ConsoleRole } from '../testing/role-tokens';
import { startTestApi, type Json, type TestApi } from '../testing/test-api';
import { addAppUsers, recipientsOf, statementsDuring } from '../testing/notification-fixtures';

/*
 * The notifications screen at 20,000 app users: the recipient list is read in one statement, a send to
 * all of them writes its rows with one statement per table, and the list of notifications reads a page
 * in one statement. Counted statements, not timed.
 */
const APP_USERS = 20_000;

let api: TestApi;
let tokens: Record<ConsoleRole, string>;
let bulk: number[];

beforeAll(async () => {
  api = await startTestApi();
  tokens = await signInEveryRole(api);
  bulk = await addAppUsers(api, APP_USERS);
}, 120_000);

afterAll(async () => {
  await api?.close();
});

/**
 * Statements besides the access guard's look-up of the caller's session, the list cache's version read
 * and the audit trail's recording of the change (activity/recording-database.ts: three per transaction).
 */
const ownStatements = (statements: string[]) =>
  statements.filter((sql) => !/\bsessions\b|\bdata_versions\b|activity\.operation|\baudit_raw_changes\b|\baudit_events\b/.test(sql));

it('getUsers answers every app user in one statement, with only the listed columns', async () => {
  const [{ customers }] = await api.db.query<{ customers: number }>(`SELECT count(*) AS customers FROM users WHERE user_type = 'Customer'`);

  const { result: listed, statements } = await statementsDuring(api.db, () =>
    api.call('GET', '/admin/user/get-users', { token: tokens.admin, query: { page: 1, size: 999999 } }),
  );

  expect(customers).toBeGreaterThanOrEqual(APP_USERS);
  expect(listed.status).toBe(200);
  expect(listed.body.users).toHaveLength(customers);
  expect(listed.body.pagination).toMatchObject({ totalItems: customers, lastPage: 1 });
  expect(ownStatements(statements)).toHaveLength(1);
  // The email is listed (it tells namesakes apart in the picker); never the password hash.
  expect(ownStatements(statements)[0]).not.toMatch(/SELECT \*|password/);
  expect(statements.length).toBeLessThanOrEqual(3);
}, 60_000);

it('sendNotification to 20,000 app users writes every row with one statement per table, in one transaction', async () => {
  const [{ pushesBefore }] = await api.db.query<{ pushesBefore: number }>('SELECT count(*) AS "pushesBefore" FROM push_outbox');

  const { result: created, statements } = await statementsDuring(api.db, () =>
    api.call('POST', '/admin/admin-notification/send-notification', {
      token: tokens.admin,
      body: { title: 'Everyone', description: 'A word to every app user.', userIds: [...bulk].reverse() },
    }),
  );

  expect(created.status).toBe(201);
  const id = created.body.adminNotificationId;
  expect(ownStatements(statements)).toHaveLength(3);
  expect(await recipientsOf(api, id)).toEqual(bulk);
  const [pushes] = await api.db.query<{ total: number; users: number; pushesAfter: number }>(
    `SELECT count(*) AS total, count(DISTINCT user_id) AS users, (SELECT count(*) FROM push_outbox) AS "pushesAfter"
       FROM push_outbox WHERE kind = 'admin-notification' AND data = jsonb_build_object('adminNotificationId', $1::int)`,
    [id],
  );
  expect(pushes).toEqual({ total: APP_USERS, users: APP_USERS, pushesAfter: pushesBefore + APP_USERS });
}, 60_000);

it('getNotifications reads a page with a 20,000-recipient notification in one statement, every recipient in it', async () => {
  const { result: listed, statements } = await statementsDuring(api.db, () =>
    api.call('GET', '/admin/admin-notification/get-notification', { token: tokens.admin, query: { page: 1, size: 10 } }),
  );

  expect(listed.status).toBe(200);
  expect(ownStatements(statements)).toHaveLength(1);
  const [everyone] = listed.body.admin_notifications as Json[];
  expect(everyone.title).toBe('Everyone');
  // The page stays small: five avatars (pictures first) and the count of all 20,000.
  expect(everyone.recipientCount).toBe(APP_USERS);
  expect(everyone.users).toHaveLength(5);
  expect(everyone.users.every((user: Json) => typeof user.profilePicture === 'string')).toBe(true);
  expect(JSON.stringify(listed.body).length).toBeLessThan(20_000);
}, 60_000);

it('keeps the card right when a recipient is deleted: one fewer counted, the next one shown', async () => {
  const page = () => api.call('GET', '/admin/admin-notification/get-notification', { token: tokens.admin, query: { page: 1, size: 10 } });
  const [before] = (await page()).body.admin_notifications as Json[];
  const shown = before.users.map((user: Json) => user.userId);

  await api.db.query('DELETE FROM users WHERE user_id = $1', [shown[0]]);

  const [after] = (await page()).body.admin_notifications as Json[];
  expect(after.recipientCount).toBe(before.recipientCount - 1);
  expect(after.users.map((user: Json) => user.userId)).not.toContain(shown[0]);
  expect(after.users.map((user: Json) => user.userId).slice(0, 4)).toEqual(shown.slice(1));
  expect(after.users).toHaveLength(5);
}, 60_000);
