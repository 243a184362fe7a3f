import { DEMO_PASSWORD } from '../seed/demo-catalog';
import { DEMO_ACCOUNTS } from '../seed/demo-plan';
import { startTestApi, type Json, type TestApi } from '../testing/test-api';
import { captureLog } from './security-log-capture';

/*
 * Changing a restaurant's profile email changes the owner's sign-in: the owner's other sessions end and
 * the previous address is told, whether the owner or an administrator made the change.
 */

let api: TestApi;
const log = captureLog();

beforeAll(async () => {
  api = await startTestApi({ logger: log.logger });
});

afterAll(async () => {
  await api?.close();
});

/** A seeded owner of an approved restaurant, a different one for each test. */
async function seededOwner(skip: number): Promise<{ email: string; restaurantId: number }> {
  const [owner] = await api.db.query<{ email: string; restaurantId: number }>(
    `SELECT u.email_address AS email, r.restaurant_id AS "restaurantId" FROM restaurants r JOIN users u ON u.user_id = r.owner_user_id
      WHERE r.account_status = 'Approved' AND u.email_address <> $1 ORDER BY r.restaurant_id OFFSET $2 LIMIT 1`,
    [DEMO_ACCOUNTS.owner, skip],
  );
  return owner;
}

/** The profile form with the restaurant's current name and categories, and `emailAddress`. */
async function profileForm(restaurantId: number, emailAddress: string, adminForm = false): Promise<FormData> {
  const [restaurant] = await api.db.query<{ name: string; categoryIds: number[] }>(
    `SELECT restaurant_name AS name,
            ARRAY(SELECT restaurant_category_id FROM restaurant_category_links l WHERE l.restaurant_id = r.restaurant_id) AS "categoryIds"
       FROM restaurants r WHERE restaurant_id = $1`,
    [restaurantId],
  );
  const form = new FormData();
  if (adminForm) form.append('restaurantId', String(restaurantId));
  form.append('restaurantName', restaurant.name);
  for (const id of restaurant.categoryIds) form.append('restaurantCategoryIds', String(id));
  form.append('emailAddress', emailAddress);
  // The owner confirms a change of their own sign-in email with their password; an administrator does not.
  if (!adminForm) form.append('currentPassword', DEMO_PASSWORD);
  return form;
}

const me = (token: string) => api.call('GET', '/auth/me', { token });

async function mailsTo(address: string): Promise<Json[]> {
  return (await api.call('GET', '/__dev/outbox', { query: { to: address } })).body.messages;
}

describe('the owner changes the profile email', () => {
  it('ends the other sessions, keeps this one, and tells the previous address', async () => {
    const owner = await seededOwner(0);
    const current = await api.login(owner.email, 'Restaurant');
    const elsewhere = await api.login(owner.email, 'Restaurant');

    const response = await api.call('PATCH', '/restaurant/update-restaurant', {
      token: current,
      form: await profileForm(owner.restaurantId, 'Moved.Owner@Example.com'),
    });

    expect(response).toMatchObject({ status: 200, body: { message: 'Restaurant Profile updated successfully' } });
    expect((await me(current)).body.user.emailAddress).toBe('moved.owner@example.com');
    expect(await me(elsewhere)).toMatchObject({ status: 401, body: { message: 'Session expired, please login again' } });
    const [mail] = await mailsTo(owner.email);
    expect(mail).toMatchObject({ to: owner.email, subject: 'Your sign-in email was changed' });
    expect(mail.text).toContain('moved.owner@example.com');
    expect(await mailsTo('moved.owner@example.com')).toEqual([]);
    expect(log.events('email.changed').at(-1)).toMatchObject({ previousEmail: owner.email, email: 'moved.owner@example.com' });
    expect(log.events('sessions.revoked').at(-1)).toMatchObject({ sessions: 1, reason: 'email changed' });
    const signIn = await api.call('POST', '/auth/login', {
      body: { emailAddress: 'moved.owner@example.com', password: DEMO_PASSWORD, userType: 'Restaurant' },
    });
    expect(signIn.status).toBe(200);
  });

  it('changes nothing else when the email only changes case', async () => {
    const owner = await seededOwner(1);
    const current = await api.login(owner.email, 'Restaurant');
    const elsewhere = await api.login(owner.email, 'Restaurant');

    const response = await api.call('PATCH', '/restaurant/update-restaurant', {
      token: current,
      form: await profileForm(owner.restaurantId, owner.email.toUpperCase()),
    });

    expect(response.status).toBe(200);
    expect((await me(elsewhere)).status).toBe(200);
    expect(await mailsTo(owner.email)).toEqual([]);
  });
});

describe('an administrator changes the owner email', () => {
  it("ends every session of the owner, not the administrator's, and tells the previous address", async () => {
    const owner = await seededOwner(2);
    const ownerToken = await api.login(owner.email, 'Restaurant');
    const admin = await api.login(DEMO_ACCOUNTS.admin, 'Administrator');

    const response = await api.call('PATCH', '/admin/restaurant/update-restaurant', {
      token: admin,
      form: await profileForm(owner.restaurantId, 'reassigned.owner@example.com', true),
    });

    expect(response.status).toBe(200);
    expect((await me(ownerToken)).status).toBe(401);
    expect((await me(admin)).status).toBe(200);
    expect(await mailsTo(owner.email)).toEqual([expect.objectContaining({ subject: 'Your sign-in email was changed' })]);
    expect(log.events('email.changed').at(-1)).toMatchObject({ email: 'reassigned.owner@example.com', byUserId: expect.any(Number) });
  });
});
