import { DEMO_ACCOUNTS } from '../seed/demo-plan';
import { signInEveryRole, type ConsoleRole } from '../testing/role-tokens';
import { startTestApi, type Json, type TestApi } from '../testing/test-api';
import { pushesOfNotification, recipientsOf, sendTables } from '../testing/notification-fixtures';

let api: TestApi;
let tokens: Record<ConsoleRole, string>;
/** Seeded app users: one with a picture, one without, and the demo customer. */
let withPicture: { userId: number; profilePicture: string };
let withoutPicture: number;
let customer: number;
let adminId: number;

beforeAll(async () => {
  api = await startTestApi();
  tokens = await signInEveryRole(api);
  [withPicture] = await api.db.query<{ userId: number; profilePicture: string }>(
    `SELECT user_id AS "userId", profile_picture AS "profilePicture" FROM users
      WHERE user_type = 'Customer' AND profile_picture IS NOT NULL ORDER BY user_id LIMIT 1`,
  );
  [{ withoutPicture }] = await api.db.query<{ withoutPicture: number }>(
    `SELECT user_id AS "withoutPicture" FROM users WHERE user_type = 'Customer' AND profile_picture IS NULL ORDER BY user_id LIMIT 1`,
  );
  [{ customer }] = await api.db.query<{ customer: number }>('SELECT user_id AS customer FROM users WHERE email_address = $1', [
    DEMO_ACCOUNTS.customer,
  ]);
  [{ adminId }] = await api.db.query<{ adminId: number }>('SELECT user_id AS "adminId" FROM users WHERE email_address = $1', [
    DEMO_ACCOUNTS.admin,
  ]);
});

beforeAll(async () => {
  const rows = await api.db.query<{ userId: number; firstName: string | null; lastName: string | null }>(
    `SELECT user_id AS "userId", first_name AS "firstName", last_name AS "lastName" FROM users WHERE user_type = 'Customer'`,
  );
  names = new Map(
    rows.map((row) => [
      row.userId,
      { ...(row.firstName === null ? {} : { firstName: row.firstName }), ...(row.lastName === null ? {} : { lastName: row.lastName }) },
    ]),
  );
});

afterAll(async () => {
  await api?.close();
});

const send = (body: Json, token = tokens.admin) => api.call('POST', '/admin/admin-notification/send-notification', { token, body });
const listNotifications = (query: Record<string, string | number> = {}, token = tokens.admin) =>
  api.call('GET', '/admin/admin-notification/get-notification', { token, query });
const listUsers = (query: Record<string, string | number> = {}, token = tokens.admin) =>
  api.call('GET', '/admin/user/get-users', { token, query });

/** An app user's stored names, as a card's recipient carries them (absent when missing). */
let names: Map<number, { firstName?: string; lastName?: string }>;
const namesOf = (userId: number) => names.get(userId);

const validBody = (changes: Record<string, unknown> = {}): Json => ({
  title: 'Pizza night',
  description: 'Every pizza half price tonight.',
  userIds: [withPicture.userId, withoutPicture],
  ...changes,
});

describe('getUsers', () => {
  it('lists every app user and no staff, a missing name or picture absent, for administrators and super admins', async () => {
    const [{ customers }] = await api.db.query<{ customers: number }>(
      `SELECT count(*) AS customers FROM users WHERE user_type = 'Customer'`,
    );
    const asAdmin = await listUsers({ page: 1, size: 999999 });
    const asSuperAdmin = await listUsers({ page: 1, size: 999999 }, tokens.superAdmin);

    expect(asAdmin.status).toBe(200);
    expect(asSuperAdmin).toMatchObject({ status: 200, body: asAdmin.body });
    expect(asAdmin.body.pagination).toMatchObject({ totalItems: customers, lastPage: 1 });
    expect(asAdmin.body.users).toHaveLength(customers);
    const ids = new Set(asAdmin.body.users.map((user: Json) => user.userId));
    const [{ staff }] = await api.db.query<{ staff: number[] }>(
      `SELECT array_agg(user_id) AS staff FROM users WHERE user_type <> 'Customer'`,
    );
    expect(staff.some((id) => ids.has(id))).toBe(false);

    const byId = new Map(asAdmin.body.users.map((user: Json) => [user.userId, user]));
    expect(byId.get(customer)).toEqual({ userId: customer, firstName: 'Carlos', lastName: 'Diaz', emailAddress: DEMO_ACCOUNTS.customer });
    expect(byId.get(withPicture.userId)).toMatchObject({ profilePicture: withPicture.profilePicture });
    expect(byId.get(withoutPicture)).not.toHaveProperty('profilePicture');
    const nameless = asAdmin.body.users.filter((user: Json) => !('firstName' in user) && !('lastName' in user));
    expect(nameless.length).toBeGreaterThan(0);
    expect(nameless.every((user: Json) => Object.values(user).every((value) => value !== null))).toBe(true);
  });

  it('sorts by name then id, nameless users first, and pages', async () => {
    const all = (await listUsers({ size: 999999 })).body.users as Json[];
    const key = (user: Json) => `${user.firstName ?? ''} ${user.lastName ?? ''}`.toLowerCase();
    for (let i = 1; i < all.length; i++) {
      const [before, after] = [key(all[i - 1]), key(all[i])];
      expect(before < after || (before === after && all[i - 1].userId < all[i].userId)).toBe(true);
    }
    const second = await listUsers({ page: 2, size: 25 });
    expect(second.body.users).toEqual(all.slice(25, 50));
    expect(second.body.pagination).toMatchObject({ totalItems: all.length, lastPage: Math.ceil(all.length / 25), page: 2, size: 25 });
    const beyond = await listUsers({ page: 1000, size: 25 });
    expect(beyond.body).toMatchObject({ users: [], pagination: { totalItems: all.length } });
  });

  it('keywords match the first and last name, whatever the case', async () => {
    const found = await listUsers({ keywords: 'carlos DIAZ', size: 999999 });

    expect(found.status).toBe(200);
    expect(found.body.users.map((user: Json) => user.userId)).toContain(customer);
    expect(found.body.users.every((user: Json) => `${user.firstName} ${user.lastName}`.toLowerCase() === 'carlos diaz')).toBe(true);
    expect((await listUsers({ keywords: 'no such person' })).body).toEqual({
      users: [],
      pagination: { totalItems: 0, lastPage: 0, page: 1, size: 10 },
    });
  });

  it('refuses the restaurant owner (403) and a caller without a token (401)', async () => {
    expect((await listUsers({}, tokens.restaurant)).status).toBe(403);
    expect((await api.call('GET', '/admin/user/get-users')).status).toBe(401);
  });
});

describe('sendNotification', () => {
  it('writes the notification, its recipients and one push per recipient, read back by the list', async () => {
    const created = await send(validBody({ title: '  Pizza night  ', description: ' Every pizza half price tonight. ' }));

    expect(created).toMatchObject({
      status: 201,
      body: { message: 'Notification sent successfully', adminNotificationId: expect.any(Number) },
    });
    const id = created.body.adminNotificationId;
    const [row] = await api.db.query<Json>(
      `SELECT title, description, sent_by_user_id AS "sentBy" FROM admin_notifications WHERE admin_notification_id = $1`,
      [id],
    );
    expect(row).toEqual({ title: 'Pizza night', description: 'Every pizza half price tonight.', sentBy: adminId });
    const recipients = [withPicture.userId, withoutPicture].sort((a, b) => a - b);
    expect(await recipientsOf(api, id)).toEqual(recipients);
    expect(await pushesOfNotification(api, id)).toEqual(
      recipients.map((userId) => ({
        userId,
        kind: 'admin-notification',
        title: 'Pizza night',
        body: 'Every pizza half price tonight.',
        data: { adminNotificationId: id },
        sentAt: null,
      })),
    );

    const listed = await listNotifications({ page: 1, size: 10 });
    expect(listed.status).toBe(200);
    expect(listed.body.admin_notifications[0]).toEqual({
      adminNotificationId: id,
      title: 'Pizza night',
      description: 'Every pizza half price tonight.',
      notificationCreatedAt: expect.stringMatching(/Z$/),
      // Recipients with a picture first (the card's five avatars), then by id.
      users: [
        { userId: withPicture.userId, ...namesOf(withPicture.userId), profilePicture: withPicture.profilePicture },
        { userId: withoutPicture, ...namesOf(withoutPicture) },
      ],
      recipientCount: 2,
    });
    expect(Math.abs(Date.parse(listed.body.admin_notifications[0].notificationCreatedAt) - Date.now())).toBeLessThan(60_000);
  });

  it('lets a super admin send too', async () => {
    const created = await send(validBody({ userIds: [customer] }), tokens.superAdmin);

    expect(created.status).toBe(201);
    expect(await recipientsOf(api, created.body.adminNotificationId)).toEqual([customer]);
  });

  it.each([
    ['no users', { userIds: [] }, 'At least one user must be selected'],
    ['users left out', { userIds: undefined }, 'At least one user must be selected'],
    ['an empty subject', { title: '' }, 'Subject is required'],
    ['a blank subject', { title: '   ' }, 'Subject is required'],
    ['no subject', { title: undefined }, 'Subject is required'],
    ['an empty message', { description: '' }, 'Message is required'],
    ['a blank message', { description: ' \n ' }, 'Message is required'],
    ['no message', { description: undefined }, 'Message is required'],
  ])('refuses %s with the §5 sentence and writes nothing', async (_, changes, message) => {
    const before = await sendTables(api);

    expect(await send(validBody(changes))).toMatchObject({ status: 400, body: { message } });
    expect(await sendTables(api)).toEqual(before);
  });

  it('refuses ids that are not app users (unknown, staff), naming them, and writes nothing', async () => {
    const before = await sendTables(api);

    const unknown = await send(validBody({ userIds: [withPicture.userId, 99999999] }));
    const staff = await send(validBody({ userIds: [adminId, customer, 88888888] }));

    expect(unknown).toMatchObject({ status: 400, body: { message: 'User 99999999 is not an app user' } });
    expect(staff).toMatchObject({ status: 400, body: { message: `Users ${adminId}, 88888888 are not app users` } });
    expect(await sendTables(api)).toEqual(before);
  });

  it('names the first ten unknown ids and counts the rest', async () => {
    const ids = Array.from({ length: 25 }, (_, i) => 90000000 + i);

    const refused = await send(validBody({ userIds: [customer, ...ids] }));

    expect(refused.body.message).toBe(`Users ${ids.slice(0, 10).join(', ')} and 15 more are not app users`);
  });

  it('refuses a repeated id as the contract says (uniqueItems)', async () => {
    const repeated = await send(validBody({ userIds: [customer, customer] }));

    expect(repeated).toMatchObject({ status: 400, body: { message: 'User Ids must not repeat a value' } });
  });

  it('refuses the restaurant owner (403) and a caller without a token (401), writing nothing', async () => {
    const before = await sendTables(api);

    expect((await send(validBody(), tokens.restaurant)).status).toBe(403);
    expect((await api.call('POST', '/admin/admin-notification/send-notification', { body: validBody() })).status).toBe(401);
    expect(await sendTables(api)).toEqual(before);
  });
});

describe('a notification and its pushes are one transaction', () => {
  it('when the outbox insert fails, neither the notification nor its recipients exist afterwards', async () => {
    const before = await sendTables(api);
    await api.db.exec(`
      CREATE FUNCTION fail_push_outbox() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'push outbox unavailable'; END $$;
      CREATE TRIGGER fail_push_outbox BEFORE INSERT ON push_outbox FOR EACH STATEMENT EXECUTE FUNCTION fail_push_outbox();
    `);
    try {
      const failed = await send(validBody({ title: 'Never Announced' }));
      expect(failed.status).toBe(500);
    } finally {
      await api.db.exec('DROP TRIGGER fail_push_outbox ON push_outbox; DROP FUNCTION fail_push_outbox();');
    }

    expect(await sendTables(api)).toEqual(before);
    expect(await api.db.query(`SELECT 1 FROM admin_notifications WHERE title = 'Never Announced'`)).toEqual([]);
  });
});

describe('getNotifications', () => {
  it('pages 10 at a time, newest first, totalItems and lastPage from the table', async () => {
    const [{ total }] = await api.db.query<{ total: number }>('SELECT count(*) AS total FROM admin_notifications');
    const first = await listNotifications({ page: 1, size: 10 });
    const second = await listNotifications({ page: 2, size: 10 });
    const everything = await listNotifications({ page: 1, size: 999999 });

    expect(total).toBeGreaterThan(10);
    expect(first.body.admin_notifications).toHaveLength(10);
    expect(first.body.pagination).toEqual({ totalItems: total, lastPage: Math.ceil(total / 10), page: 1, size: 10 });
    expect([...first.body.admin_notifications, ...second.body.admin_notifications]).toEqual(
      everything.body.admin_notifications.slice(0, 20),
    );
    const times = everything.body.admin_notifications.map((notification: Json) => Date.parse(notification.notificationCreatedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect((await listNotifications()).body.admin_notifications).toHaveLength(10);
    expect((await listNotifications({ page: 999 })).body).toEqual({
      admin_notifications: [],
      pagination: { totalItems: total, lastPage: Math.ceil(total / 10), page: 999, size: 10 },
    });
  });

  it('carries the first five recipients, those with a picture first, and the count of all, as stored', async () => {
    const everything = (await listNotifications({ size: 999999 })).body.admin_notifications as Json[];
    const big = everything.find((notification) => notification.recipientCount > 100);

    expect(big).toBeDefined();
    for (const notification of everything) {
      const stored = await recipientsOf(api, notification.adminNotificationId);
      expect(notification.recipientCount).toBe(stored.length);
      expect(notification.users).toHaveLength(Math.min(5, stored.length));
      for (const user of notification.users as Json[]) expect(stored).toContain(user.userId);
      const withPictures = notification.users.filter((user: Json) => 'profilePicture' in user).length;
      expect(notification.users.slice(0, withPictures).every((user: Json) => typeof user.profilePicture === 'string')).toBe(true);
    }
  });

  it('keywords match the title or the description, whatever the case; wildcards match themselves', async () => {
    const byTitle = await listNotifications({ keywords: 'brunch IS back' });
    const byDescription = await listNotifications({ keywords: 'BOTTOMLESS coffee' });
    const both = await listNotifications({ keywords: 'taco', size: 999999 });
    const wildcard = await listNotifications({ keywords: '%' });

    expect(byTitle.body.admin_notifications.map((notification: Json) => notification.title)).toEqual(['Brunch is back']);
    expect(byTitle.body.pagination).toMatchObject({ totalItems: 1, lastPage: 1 });
    expect(byDescription.body.admin_notifications.map((notification: Json) => notification.title)).toEqual(['Brunch is back']);
    // 'Taco Tuesday' by its title, 'Seafood festival' by its description (fish tacos).
    expect(both.body.admin_notifications.map((notification: Json) => notification.title).sort()).toEqual([
      'Seafood festival',
      'Taco Tuesday',
    ]);
    expect(wildcard.body).toMatchObject({ admin_notifications: [], pagination: { totalItems: 0, lastPage: 0 } });
  });

  it('an empty keywords is no filter', async () => {
    const plain = await listNotifications();
    const blank = await listNotifications({ keywords: '  ' });

    expect(blank.body).toEqual(plain.body);
  });

  it('refuses the restaurant owner (403) and a caller without a token (401)', async () => {
    expect((await listNotifications({}, tokens.restaurant)).status).toBe(403);
    expect((await api.call('GET', '/admin/admin-notification/get-notification')).status).toBe(401);
  });
});
