import { signInEveryRole, type ConsoleRole } from '../testing/role-tokens';
import { startTestApi, type Json, type TestApi } from '../testing/test-api';
import { addAppUsers, pushesOfNotification, recipientsOf, sendTables } from '../testing/notification-fixtures';

/*
 * 'Select All' (issue 34): the popup counts the app users it offers with getRecipientCount, asks 'Send to
 * N app users?', and sends allAppUsers with that count; another count at the time of the send is 409 and
 * writes nothing.
 */

let api: TestApi;
let tokens: Record<ConsoleRole, string>;

beforeAll(async () => {
  api = await startTestApi();
  tokens = await signInEveryRole(api);
});

afterAll(async () => {
  await api?.close();
});

const count = (token = tokens.admin) => api.call('GET', '/admin/user/count-recipients', { token });
const send = (body: Json, token = tokens.admin) => api.call('POST', '/admin/admin-notification/send-notification', { token, body });
const body = (changes: Json = {}): Json => ({ title: 'To everyone', description: 'A word to every app user.', ...changes });

/** The app users the picker offers (spec §3: with a first or last name), by id, as the database holds them now. */
async function offeredIds(): Promise<number[]> {
  const rows = await api.db.query<{ id: number }>(
    `SELECT user_id AS id FROM users WHERE user_type = 'Customer'
        AND btrim(coalesce(first_name, '') || ' ' || coalesce(last_name, '')) <> '' ORDER BY user_id`,
  );
  return rows.map((row) => row.id);
}

describe('getRecipientCount', () => {
  it('counts the app users offered as recipients: not the nameless ones, not staff', async () => {
    const [{ nameless }] = await api.db.query<{ nameless: number }>(
      `SELECT count(*)::int AS nameless FROM users WHERE user_type = 'Customer'
          AND btrim(coalesce(first_name, '') || ' ' || coalesce(last_name, '')) = ''`,
    );
    // The seed has nameless app users, so a count of every Customer would be another number.
    expect(nameless).toBeGreaterThan(0);
    const before = await count();
    expect(before).toMatchObject({ status: 200, body: { recipientCount: (await offeredIds()).length } });

    await addAppUsers(api, 3, 'Counted');
    await api.db.query(`INSERT INTO users (user_type, first_name, last_name) VALUES ('Customer', '  ', NULL)`);
    expect((await count(tokens.superAdmin)).body).toEqual({ recipientCount: before.body.recipientCount + 3 });
  });

  it('refuses the restaurant owner (403) and a caller without a token (401)', async () => {
    expect((await count(tokens.restaurant)).status).toBe(403);
    expect((await api.call('GET', '/admin/user/count-recipients', {})).status).toBe(401);
  });
});

describe('sendNotification to all app users', () => {
  it('sends to every offered app user when the count is the one confirmed, with a push each', async () => {
    const { recipientCount } = (await count()).body;
    const created = await send(body({ allAppUsers: true, expectedCount: recipientCount }));

    expect(created).toMatchObject({ status: 201, body: { message: 'Notification sent successfully' } });
    const id = created.body.adminNotificationId;
    const everyone = await offeredIds();
    expect(everyone).toHaveLength(recipientCount);
    expect(await recipientsOf(api, id)).toEqual(everyone);
    expect((await pushesOfNotification(api, id)).map((push) => push.userId)).toEqual(everyone);
    const listed = await api.call('GET', '/admin/admin-notification/get-notification', {
      token: tokens.admin,
      query: { page: 1, size: 1 },
    });
    expect(listed.body.admin_notifications[0]).toMatchObject({ adminNotificationId: id, recipientCount });
  });

  it('refuses with 409 and writes nothing when app users were added since the count was shown', async () => {
    const shown = (await count()).body.recipientCount;
    await addAppUsers(api, 2, 'Meanwhile');
    const before = await sendTables(api);

    const refused = await send(body({ allAppUsers: true, expectedCount: shown }));

    const now = (shown + 2).toLocaleString('en-US');
    expect(refused).toMatchObject({
      status: 409,
      body: {
        message: `The selection changed: ${now} app users match now, not ${shown.toLocaleString('en-US')}. Review it and try again.`,
      },
    });
    expect(await sendTables(api)).toEqual(before);
    // Confirmed again with the new count, it goes.
    expect((await send(body({ allAppUsers: true, expectedCount: shown + 2 }))).status).toBe(201);
  });

  it('refuses both ways at once, or all app users without the count, and writes nothing (400)', async () => {
    const { recipientCount } = (await count()).body;
    const [someone] = await offeredIds();
    const before = await sendTables(api);
    const message = 'Choose the app users by userIds or all app users with expectedCount, not both';
    for (const recipients of [
      { userIds: [someone], allAppUsers: true, expectedCount: recipientCount },
      { userIds: [someone], expectedCount: recipientCount },
      { allAppUsers: true },
      { expectedCount: recipientCount },
    ]) {
      expect(await send(body(recipients))).toMatchObject({ status: 400, body: { message } });
    }
    // Neither: the §5 sentence, as before.
    expect(await send(body())).toMatchObject({ status: 400, body: { message: 'At least one user must be selected' } });
    expect(await sendTables(api)).toEqual(before);
  });

  it('refuses the restaurant owner (403), writing nothing', async () => {
    const { recipientCount } = (await count()).body;
    const before = await sendTables(api);
    expect((await send(body({ allAppUsers: true, expectedCount: recipientCount }), tokens.restaurant)).status).toBe(403);
    expect(await sendTables(api)).toEqual(before);
  });
});
