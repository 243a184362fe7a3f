import { signInEveryRole, type ConsoleRole } from '../testing/role-tokens';
import { startTestApi, type Json, type TestApi } from '../testing/test-api';
import { addAppUsers } from '../testing/notification-fixtures';

/*
 * Telling recipients apart (issue 22): the picker's app users carry their email, a sent card's avatars
 * their names, and getNotificationRecipients lists every recipient of one notification page by page.
 */

let api: TestApi;
let tokens: Record<ConsoleRole, string>;
let userIds: number[];
let adminNotificationId: number;

beforeAll(async () => {
  api = await startTestApi();
  tokens = await signInEveryRole(api);
  userIds = await addAppUsers(api, 12, 'Recipient');
  await api.db.query(`UPDATE users SET email_address = lower(first_name) || '@recipients.example.com' WHERE user_id = ANY($1::int[])`, [
    userIds,
  ]);
  const sent = await api.call('POST', '/admin/admin-notification/send-notification', {
    token: tokens.admin,
    body: { title: 'Recipients', description: 'Who got it', userIds },
  });
  adminNotificationId = sent.body.adminNotificationId;
});

afterAll(async () => {
  await api?.close();
});

const recipients = (id: number, query: Record<string, number> = {}, token = tokens.admin) =>
  api.call('GET', `/admin/admin-notification/get-notification-recipients/${id}`, { token, query });

describe('app users and recipients carry what tells them apart', () => {
  it("the picker's app users carry their email, absent when they have none", async () => {
    const { body } = await api.call('GET', '/admin/user/get-users', {
      token: tokens.admin,
      query: { keywords: 'Recipient', size: 999999 },
    });
    const users = body.users as Json[];

    expect(users).toHaveLength(12);
    for (const user of users) expect(user.emailAddress).toBe(`${user.firstName.toLowerCase()}@recipients.example.com`);
    const [nameless] = await addAppUsers(api, 1, 'Emailless');
    const { body: other } = await api.call('GET', '/admin/user/get-users', { token: tokens.admin, query: { keywords: 'Emailless' } });
    expect(other.users).toEqual([expect.not.objectContaining({ emailAddress: expect.anything() })]);
    expect(other.users[0].userId).toBe(nameless);
  });

  it("a sent card's first recipients carry their names", async () => {
    const { body } = await api.call('GET', '/admin/admin-notification/get-notification', {
      token: tokens.admin,
      query: { keywords: 'Who got it' },
    });
    const [card] = body.admin_notifications as Json[];

    expect(card.users).toHaveLength(5);
    for (const user of card.users as Json[])
      expect(user).toMatchObject({ firstName: expect.stringMatching(/^Guest\d+$/), lastName: 'Recipient' });
  });
});

describe('getNotificationRecipients', () => {
  it('lists every recipient once, by name then id, page by page, with the total', async () => {
    const first = await recipients(adminNotificationId, { page: 1, size: 5 });
    const third = await recipients(adminNotificationId, { page: 3, size: 5 });
    const all = await recipients(adminNotificationId, { page: 1, size: 999999 });

    expect(first.status).toBe(200);
    expect(first.body.pagination).toMatchObject({ totalItems: 12, lastPage: 3, page: 1, size: 5 });
    expect(first.body.users).toHaveLength(5);
    expect(third.body.users).toHaveLength(2);
    const ids = (all.body.users as Json[]).map((user) => user.userId);
    expect([...ids].sort((a, b) => a - b)).toEqual([...userIds].sort((a, b) => a - b));
    const names = (all.body.users as Json[]).map((user) => `${user.firstName} ${user.lastName}`.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(all.body.users[0]).toMatchObject({ emailAddress: expect.stringContaining('@recipients.example.com') });
  });

  it('answers 404 for an unknown notification', async () => {
    expect(await recipients(2147483000)).toMatchObject({ status: 404, body: { message: 'Notification not found' } });
  });

  it('refuses the restaurant owner (403) and a caller without a token (401)', async () => {
    expect((await recipients(adminNotificationId, {}, tokens.restaurant)).status).toBe(403);
    expect((await api.call('GET', `/admin/admin-notification/get-notification-recipients/${adminNotificationId}`)).status).toBe(401);
  });

  it('lets a super admin read them too', async () => {
    expect((await recipients(adminNotificationId, {}, tokens.superAdmin)).body.pagination.totalItems).toBe(12);
  });
});
