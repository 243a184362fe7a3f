import { passwordMessages } from '@console/rules';
import { DEMO_PASSWORD } from '../seed/demo-catalog';
import { DEMO_ACCOUNTS } from '../seed/demo-plan';
import { startTestApi, type TestApi } from '../testing/test-api';
import { outboxMessages } from '../testing/dev-outbox-reading';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});

afterAll(async () => {
  await api?.close();
});

const NEW_PASSWORD = 'Fresh#Start9';

/** Administrators of the seed other than the demo accounts, one per test that changes a password. */
async function spareAdministrators(): Promise<string[]> {
  const rows = await api.db.query<{ email: string }>(
    `SELECT email_address AS email FROM users
      WHERE user_type = 'Administrator' AND NOT is_super_admin AND NOT need_to_change_password
        AND email_address NOT IN ('admin@example.com')
      ORDER BY user_id`,
  );
  return rows.map((row) => row.email);
}

let spares: string[] = [];
const nextSpare = () => {
  const email = spares.shift();
  if (!email) throw new Error('no spare administrator left');
  return email;
};

beforeAll(async () => {
  spares = await spareAdministrators();
});

const forgot = (emailAddress: string, userType = 'Administrator') =>
  api.call('POST', '/auth/forgot-password', { body: { emailAddress, userType } });

const reset = (body: Record<string, unknown>) => api.call('PATCH', '/auth/reset-password', { body });

/** Mails read per address: each latestCode call waits for one more. */
const mailsRead = new Map<string, number>();

async function latestCode(emailAddress: string): Promise<string | undefined> {
  const messages = await outboxMessages(api, emailAddress, (mailsRead.get(emailAddress) ?? 0) + 1);
  mailsRead.set(emailAddress, messages.length);
  return messages[0]?.code ?? undefined;
}

const login = (emailAddress: string, password: string, userType = 'Administrator') =>
  api.call('POST', '/auth/login', { body: { emailAddress, password, userType } });

describe('forgot and reset password', () => {
  it('mails a code that sets a new password once', async () => {
    const email = nextSpare();

    const sent = await forgot(email.toUpperCase());
    expect(sent).toMatchObject({ status: 200, body: { message: 'A verification code has been sent to your email' } });
    const messages = await outboxMessages(api, email);
    expect(messages).toHaveLength(1);
    const [mail] = messages;
    expect(mail).toMatchObject({ to: email, subject: 'Your verification code' });
    expect(mail.code).toMatch(/^\d{6}$/);
    expect(mail.text).toContain(mail.code);

    const body = {
      emailAddress: email,
      resetCode: mail.code,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
      userType: 'Administrator',
    };
    expect(await reset(body)).toMatchObject({ status: 200, body: { message: 'Password reset successfully' } });

    expect((await login(email, NEW_PASSWORD)).status).toBe(200);
    expect(await login(email, DEMO_PASSWORD)).toMatchObject({ status: 401, body: { message: 'Invalid email or password' } });
    // Single use.
    expect(await reset({ ...body, newPassword: 'Other#Pass1', confirmPassword: 'Other#Pass1' })).toMatchObject({
      status: 400,
      body: { message: 'Invalid or expired verification code' },
    });
  });

  it('stores only a hash of the code', async () => {
    const email = nextSpare();
    await forgot(email);
    const code = await latestCode(email);

    const rows = await api.db.query<{ codeHash: string }>(
      `SELECT c.code_hash AS "codeHash" FROM password_reset_codes c JOIN users u USING (user_id) WHERE u.email_address = $1`,
      [email],
    );

    expect(rows).toHaveLength(1);
    expect(rows[0].codeHash).not.toContain(code);
  });

  it('signs the user out everywhere after a reset', async () => {
    const email = nextSpare();
    const token = await api.login(email, 'Administrator');
    await forgot(email);
    const resetCode = await latestCode(email);

    await reset({ emailAddress: email, resetCode, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, userType: 'Administrator' });

    expect((await api.call('GET', '/auth/me', { token })).status).toBe(401);
  });

  it('clears needToChangePassword', async () => {
    await forgot(DEMO_ACCOUNTS.newStaff);
    const resetCode = await latestCode(DEMO_ACCOUNTS.newStaff);
    const [before] = await api.db.query<{ flag: boolean }>('SELECT need_to_change_password AS flag FROM users WHERE email_address = $1', [
      DEMO_ACCOUNTS.newStaff,
    ]);
    await reset({
      emailAddress: DEMO_ACCOUNTS.newStaff,
      resetCode,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
      userType: 'Administrator',
    });

    const signedIn = await login(DEMO_ACCOUNTS.newStaff, NEW_PASSWORD);

    expect(before.flag).toBe(true);
    expect(signedIn.body.user.userSettings.needToChangePassword).toBe(false);
    // Put the demo account back for the other tests of this file.
    await api.db.query(
      'UPDATE users SET need_to_change_password = true, password_hash = (SELECT password_hash FROM users WHERE email_address = $2) WHERE email_address = $1',
      [DEMO_ACCOUNTS.newStaff, DEMO_ACCOUNTS.admin],
    );
  });

  it('refuses an expired code', async () => {
    const email = nextSpare();
    await forgot(email);
    const resetCode = await latestCode(email);

    api.clock.advance(15 * 60 * 1000 + 1000);
    const response = await reset({
      emailAddress: email,
      resetCode,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
      userType: 'Administrator',
    });

    expect(response).toMatchObject({ status: 400, body: { message: 'Invalid or expired verification code' } });
  });

  it('refuses a wrong code, and the code after five wrong tries', async () => {
    const email = nextSpare();
    await forgot(email);
    const resetCode = (await latestCode(email)) as string;
    const wrongCode = resetCode === '000000' ? '000001' : '000000';
    const body = { emailAddress: email, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, userType: 'Administrator' };

    for (let attempt = 0; attempt < 5; attempt++) {
      expect(await reset({ ...body, resetCode: wrongCode })).toMatchObject({
        status: 400,
        body: { message: 'Invalid or expired verification code' },
      });
    }

    api.clock.advance(1000); // the network's wait after 5 wrong codes (reset-limits.spec.ts)
    expect((await reset({ ...body, resetCode })).status).toBe(400);
  });

  it('only the latest code works', async () => {
    const email = nextSpare();
    await forgot(email);
    const first = await latestCode(email);
    await forgot(email);
    const second = await latestCode(email);
    const body = { emailAddress: email, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, userType: 'Administrator' };

    if (first !== second) expect((await reset({ ...body, resetCode: first })).status).toBe(400);
    expect((await reset({ ...body, resetCode: second })).status).toBe(200);
  });

  it('refuses a code for another user type', async () => {
    await forgot(DEMO_ACCOUNTS.owner, 'Restaurant');
    const resetCode = await latestCode(DEMO_ACCOUNTS.owner);

    const response = await reset({
      emailAddress: DEMO_ACCOUNTS.owner,
      resetCode,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
      userType: 'Administrator',
    });

    expect(response).toMatchObject({ status: 400, body: { message: 'Invalid or expired verification code' } });
  });

  it.each([
    ['an unknown address', 'nobody@example.com', 'Administrator'],
    ['an account of the other console type', DEMO_ACCOUNTS.owner, 'Administrator'],
    ['a customer', DEMO_ACCOUNTS.customer, 'Restaurant'],
  ])('answers the same for %s, without sending mail', async (_, emailAddress, userType) => {
    const before = (await api.call('GET', '/__dev/outbox', { query: { to: emailAddress } })).body.messages.length;

    const response = await forgot(emailAddress, userType);

    expect(response).toMatchObject({ status: 200, body: { message: 'A verification code has been sent to your email' } });
    expect((await api.call('GET', '/__dev/outbox', { query: { to: emailAddress } })).body.messages).toHaveLength(before);
  });

  it('limits requests per address', async () => {
    const emailAddress = 'flood@example.com';
    for (let i = 0; i < 5; i++) expect((await forgot(emailAddress)).status).toBe(200);

    const response = await forgot(emailAddress);

    expect(response).toMatchObject({
      status: 429,
      body: { message: 'Too many verification codes requested, please try again in 15 minutes' },
    });
  });

  it.each([
    [{ newPassword: 'short1!A', confirmPassword: 'x' }, passwordMessages.mustMatch],
    [{ newPassword: 'alllowercase1!', confirmPassword: 'alllowercase1!' }, passwordMessages.rule],
    [{ newPassword: 'ALLUPPERCASE1!', confirmPassword: 'ALLUPPERCASE1!' }, passwordMessages.rule],
    [{ newPassword: 'NoDigits!!', confirmPassword: 'NoDigits!!' }, passwordMessages.rule],
    [{ newPassword: 'NoSpecial12', confirmPassword: 'NoSpecial12' }, passwordMessages.rule],
    [{ newPassword: 'Sh0rt!a', confirmPassword: 'Sh0rt!a' }, passwordMessages.rule],
    [{ newPassword: 'With Space1!', confirmPassword: 'With Space1!' }, passwordMessages.rule],
    [{ newPassword: 'Other(char)1A', confirmPassword: 'Other(char)1A' }, passwordMessages.rule],
    [{ newPassword: '', confirmPassword: '' }, 'New Password is required'],
    [{ confirmPassword: NEW_PASSWORD }, 'New Password is required'],
    [{ newPassword: NEW_PASSWORD }, 'Confirm Password is required'],
    [
      { newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, resetCode: '12345' },
      'Verification Code must be exactly 6 digits long and contain only numbers',
    ],
    [{ newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, resetCode: undefined }, 'Verification Code is required'],
  ])('answers 400 for %j', async (fields, message) => {
    const response = await reset({ emailAddress: DEMO_ACCOUNTS.admin, resetCode: '123456', userType: 'Administrator', ...fields });

    expect(response).toMatchObject({ status: 400, body: { message } });
  });
});

describe('PATCH /auth/change-password', () => {
  it('sets the first password of new staff and clears needToChangePassword', async () => {
    const token = await api.login(DEMO_ACCOUNTS.newStaff, 'Administrator');
    const blocked = await api.call('GET', '/admin/restaurant/get-restaurants', { token });
    expect(blocked).toMatchObject({ status: 403, body: { message: 'Please change your password first' } });
    const otherSession = await api.login(DEMO_ACCOUNTS.newStaff, 'Administrator');

    const response = await api.call('PATCH', '/auth/change-password', {
      token,
      body: { currentPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });

    expect(response).toMatchObject({ status: 200, body: { message: 'Password changed successfully' } });
    const me = await api.call('GET', '/auth/me', { token });
    expect(me.body.user.userSettings.needToChangePassword).toBe(false);
    expect((await api.call('GET', '/admin/restaurant/get-restaurants', { token })).status).not.toBe(403);
    expect((await login(DEMO_ACCOUNTS.newStaff, NEW_PASSWORD)).status).toBe(200);
    // Other sessions end with the old password.
    expect((await api.call('GET', '/auth/me', { token: otherSession })).status).toBe(401);
  });

  it('applies the password rule', async () => {
    const token = await api.login(DEMO_ACCOUNTS.owner, 'Restaurant');

    const weak = await api.call('PATCH', '/auth/change-password', {
      token,
      body: { currentPassword: DEMO_PASSWORD, newPassword: 'password', confirmPassword: 'password' },
    });
    const mismatch = await api.call('PATCH', '/auth/change-password', {
      token,
      body: { currentPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: 'Fresh#Start8' },
    });

    expect(weak).toMatchObject({ status: 400, body: { message: passwordMessages.rule } });
    expect(mismatch).toMatchObject({ status: 400, body: { message: 'Passwords must match' } });
  });

  it('needs the current password, so a session alone cannot set one, and keeps the old one when it is wrong', async () => {
    const [spare] = spares.splice(0, 1);
    const token = await api.login(spare, 'Administrator');

    const missing = await api.call('PATCH', '/auth/change-password', {
      token,
      body: { newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    const wrong = await api.call('PATCH', '/auth/change-password', {
      token,
      body: { currentPassword: 'Not#Mine123', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });

    expect(missing).toMatchObject({ status: 400, body: { message: 'Current Password is required' } });
    expect(wrong).toMatchObject({ status: 400, body: { message: 'Current Password is incorrect', field: 'currentPassword' } });
    expect((await login(spare, DEMO_PASSWORD)).status).toBe(200);
    expect((await login(spare, NEW_PASSWORD)).status).toBe(401);
    expect((await api.call('GET', '/auth/me', { token })).status).toBe(200);
  });

  it('needs a token', async () => {
    const response = await api.call('PATCH', '/auth/change-password', {
      body: { currentPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });

    expect(response).toMatchObject({ status: 401, body: { message: 'Unauthorized' } });
  });
});

describe('DELETE /auth/delete-account', () => {
  it("deletes a restaurant owner's restaurant and account", async () => {
    const [owner] = await api.db.query<{ email: string; restaurantId: number }>(
      `SELECT u.email_address AS email, r.restaurant_id AS "restaurantId" FROM restaurants r JOIN users u ON u.user_id = r.owner_user_id
        WHERE r.account_status = 'Approved' AND u.email_address <> $1 ORDER BY r.restaurant_id LIMIT 1`,
      [DEMO_ACCOUNTS.owner],
    );
    const token = await api.login(owner.email, 'Restaurant');

    const response = await api.call('DELETE', '/auth/delete-account', { token });

    expect(response).toMatchObject({ status: 200, body: { message: 'Restaurant deleted successfully' } });
    expect(await login(owner.email, DEMO_PASSWORD, 'Restaurant')).toMatchObject({ status: 401 });
    expect((await api.call('GET', '/auth/me', { token })).status).toBe(401);
    const left = await api.db.query(
      `SELECT (SELECT count(*) FROM restaurants WHERE restaurant_id = $1) AS restaurants,
              (SELECT count(*) FROM addresses WHERE restaurant_id = $1) AS addresses,
              (SELECT count(*) FROM foods WHERE restaurant_id = $1) AS foods,
              (SELECT count(*) FROM deals WHERE restaurant_id = $1) AS deals`,
      [owner.restaurantId],
    );
    expect(left).toEqual([{ restaurants: 0, addresses: 0, foods: 0, deals: 0 }]);
  });

  it('is refused to administrators', async () => {
    const token = await api.login(DEMO_ACCOUNTS.admin, 'Administrator');

    const response = await api.call('DELETE', '/auth/delete-account', { token });

    expect(response).toMatchObject({ status: 403, body: { message: 'You do not have permission to do this' } });
  });
});
