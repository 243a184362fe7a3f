import { createHmac } from 'node:crypto';
import { DEMO_PASSWORD } from '../seed/demo-catalog';
import { DEMO_ACCOUNTS } from '../seed/demo-plan';
import { startTestApi, type TestApi } from '../testing/test-api';

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A well-formed HS256 token, signed by someone who does not know the API's secret. */
function forgeToken(secret: string, claims: object): string {
  const data = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}`;
  return `${data}.${createHmac('sha256', secret).update(data).digest('base64url')}`;
}

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});

afterAll(async () => {
  await api?.close();
});

const login = (body: unknown) => api.call('POST', '/auth/login', { body });

describe('POST /auth/login', () => {
  it.each([
    ['super admin', DEMO_ACCOUNTS.superAdmin, 'Administrator', { needToChangePassword: false, isSuperAdmin: true }],
    ['administrator', DEMO_ACCOUNTS.admin, 'Administrator', { needToChangePassword: false, isSuperAdmin: false }],
    ['new staff', DEMO_ACCOUNTS.newStaff, 'Administrator', { needToChangePassword: true, isSuperAdmin: false }],
    ['restaurant owner', DEMO_ACCOUNTS.owner, 'Restaurant', { needToChangePassword: false, isSuperAdmin: false }],
  ])('signs in the %s', async (_, emailAddress, userType, userSettings) => {
    const response = await login({ emailAddress, password: DEMO_PASSWORD, userType });

    expect(response.status).toBe(200);
    expect(response.body.message).toBe('Login successfully');
    expect(response.body.token).toEqual(expect.any(String));
    expect(response.body.user).toMatchObject({ userType, emailAddress, userSettings });
    if (userType === 'Restaurant') {
      expect(response.body.user.restaurant).toEqual({ restaurantId: expect.any(Number), restaurantName: 'Golden Fork Bistro' });
    } else {
      expect(response.body.user.restaurant).toBeUndefined();
    }
  });

  it('compares the email trimmed and case-insensitively', async () => {
    const response = await login({ emailAddress: '  Owner@EXAMPLE.com ', password: DEMO_PASSWORD, userType: 'Restaurant' });

    expect(response.status).toBe(200);
    expect(response.body.user.emailAddress).toBe(DEMO_ACCOUNTS.owner);
  });

  it('refuses a wrong password and an unknown email with the same message', async () => {
    const wrongPassword = await login({ emailAddress: DEMO_ACCOUNTS.admin, password: 'Console#2025', userType: 'Administrator' });
    const unknown = await login({ emailAddress: 'nobody@example.com', password: DEMO_PASSWORD, userType: 'Administrator' });

    expect(wrongPassword).toMatchObject({ status: 401, body: { message: 'Invalid email or password' } });
    expect(unknown).toMatchObject({ status: 401, body: { message: 'Invalid email or password' } });
  });

  it('sends customers to the app', async () => {
    const response = await login({ emailAddress: DEMO_ACCOUNTS.customer, password: DEMO_PASSWORD, userType: 'Restaurant' });

    expect(response).toMatchObject({ status: 403, body: { message: 'Please login from the app as a customer' } });
  });

  it('refuses an account of the other console type', async () => {
    const ownerAsAdmin = await login({ emailAddress: DEMO_ACCOUNTS.owner, password: DEMO_PASSWORD, userType: 'Administrator' });
    const adminAsOwner = await login({ emailAddress: DEMO_ACCOUNTS.admin, password: DEMO_PASSWORD, userType: 'Restaurant' });

    expect(ownerAsAdmin).toMatchObject({ status: 401, body: { message: 'This account is not an Administrator account' } });
    expect(adminAsOwner).toMatchObject({ status: 401, body: { message: 'This account is not a Restaurant account' } });
  });

  it('refuses the owner of a suspended restaurant', async () => {
    const [owner] = await api.db.query<{ email: string }>(
      `SELECT u.email_address AS email FROM restaurants r JOIN users u ON u.user_id = r.owner_user_id
        WHERE r.account_status = 'Suspended' ORDER BY r.restaurant_id LIMIT 1`,
    );

    const response = await login({ emailAddress: owner.email, password: DEMO_PASSWORD, userType: 'Restaurant' });

    expect(response).toMatchObject({ status: 403, body: { message: 'Your restaurant account has been suspended' } });
  });

  it.each([
    [{ password: DEMO_PASSWORD, userType: 'Administrator' }, 'Email Address is required'],
    [{ emailAddress: 'not-an-email', password: DEMO_PASSWORD, userType: 'Administrator' }, 'Invalid email'],
    [{ emailAddress: DEMO_ACCOUNTS.admin, userType: 'Administrator' }, 'Password is required'],
    [{ emailAddress: DEMO_ACCOUNTS.admin, password: '', userType: 'Administrator' }, 'Password is required'],
    [{ emailAddress: DEMO_ACCOUNTS.admin, password: DEMO_PASSWORD }, 'User Type is required'],
    [
      { emailAddress: DEMO_ACCOUNTS.admin, password: DEMO_PASSWORD, userType: 'Customer' },
      'User Type must be one of: Administrator, Restaurant',
    ],
    ['[]', 'The request body must be a JSON object'],
    ['{"emailAddress": ', 'The request body is not valid JSON'],
  ])('answers 400 with a sentence for %j', async (body, message) => {
    const response = await login(body);

    expect(response).toMatchObject({ status: 400, body: { message } });
  });

  it('answers 400 when there is no body at all', async () => {
    const response = await api.call('POST', '/auth/login');

    expect(response).toMatchObject({ status: 400, body: { message: 'The request body must be a JSON object' } });
  });
});

describe('GET /auth/me', () => {
  it('returns the signed-in user', async () => {
    const token = await api.login(DEMO_ACCOUNTS.owner, 'Restaurant');

    const response = await api.call('GET', '/auth/me', { token });

    expect(response.status).toBe(200);
    expect(response.body.user).toMatchObject({
      emailAddress: DEMO_ACCOUNTS.owner,
      userType: 'Restaurant',
      firstName: 'Olivia',
      lastName: 'Chen',
      restaurant: { restaurantName: 'Golden Fork Bistro' },
    });
  });

  it('answers 401 without a token', async () => {
    const response = await api.call('GET', '/auth/me');

    expect(response).toMatchObject({ status: 401, body: { message: 'Unauthorized' } });
  });

  it.each([
    ['garbage', 'not-a-token'],
    ['a token signed with another secret', forgeToken('another-secret', { sub: '1', jti: 'x', iat: 0, exp: 4102444800 })],
    ['an unsigned token (alg none)', `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ sub: '1', jti: 'x', iat: 0, exp: 4102444800 })}.`],
  ])('answers 401 for %s', async (_, token) => {
    const response = await api.call('GET', '/auth/me', { token });

    expect(response).toMatchObject({ status: 401, body: { message: 'Unauthorized' } });
  });

  it('answers 401 for a token whose signature was altered', async () => {
    const token = await api.login(DEMO_ACCOUNTS.admin, 'Administrator');
    const [header, payload] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: '1' })).toString('base64url')}.${token.split('.')[2]}`;

    const response = await api.call('GET', '/auth/me', { token: forged });

    expect(response).toMatchObject({ status: 401, body: { message: 'Unauthorized' } });
  });

  it('answers 401 once the token has expired', async () => {
    const token = await api.login(DEMO_ACCOUNTS.admin, 'Administrator');
    expect((await api.call('GET', '/auth/me', { token })).status).toBe(200);

    api.clock.advance(12 * 60 * 60 * 1000 + 1000);
    const response = await api.call('GET', '/auth/me', { token });

    expect(response).toMatchObject({ status: 401, body: { message: 'Session expired, please login again' } });
  });
});

describe('DELETE /auth/logout', () => {
  it('revokes the token at once', async () => {
    const token = await api.login(DEMO_ACCOUNTS.superAdmin, 'Administrator');
    const other = await api.login(DEMO_ACCOUNTS.superAdmin, 'Administrator');

    const response = await api.call('DELETE', '/auth/logout', { token });

    expect(response).toMatchObject({ status: 200, body: { message: 'Logged out successfully' } });
    expect(await api.call('GET', '/auth/me', { token })).toMatchObject({
      status: 401,
      body: { message: 'Session expired, please login again' },
    });
    expect((await api.call('GET', '/auth/me', { token: other })).status).toBe(200);
  });
});

describe('a short token lifetime (API_TOKEN_TTL)', () => {
  let shortLived: TestApi;

  beforeAll(async () => {
    shortLived = await startTestApi({ tokenTtlSeconds: 60 });
  });

  afterAll(async () => {
    await shortLived?.close();
  });

  it('signs tokens that expire after it', async () => {
    const token = await shortLived.login(DEMO_ACCOUNTS.owner, 'Restaurant');
    const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
    expect(claims.exp - claims.iat).toBe(60);

    // Tokens count whole seconds: iat is rounded down, so allow a second either side.
    shortLived.clock.advance(58_000);
    expect((await shortLived.call('GET', '/auth/me', { token })).status).toBe(200);
    shortLived.clock.advance(3_000);
    expect(await shortLived.call('GET', '/auth/me', { token })).toMatchObject({
      status: 401,
      body: { message: 'Session expired, please login again' },
    });
  });
});

describe('POST /auth/login, guessing passwords (one client network here; many in sign-in-limits.spec.ts)', () => {
  const owner = { emailAddress: DEMO_ACCOUNTS.owner, userType: 'Restaurant' };
  // At once: each guess is counted before its password is checked, so the order does not matter.
  const failTimes = async (times: number, emailAddress: string = DEMO_ACCOUNTS.owner) => {
    const responses = await Promise.all(
      Array.from({ length: times }, () => login({ emailAddress, password: 'Wrong#Guess1', userType: 'Restaurant' })),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(times).fill(401));
  };

  // The waits are seconds: they pass only when a test moves the clock (the last describe of the file).
  beforeAll(() => api.clock.freeze());

  it('forgets failures once the right password is given', async () => {
    await failTimes(4);
    expect((await login({ ...owner, password: DEMO_PASSWORD })).status).toBe(200);
    await failTimes(4);
    expect((await login({ ...owner, password: DEMO_PASSWORD })).status).toBe(200);
  });

  it('makes the network wait a second after 5 failures for an address, even with the right password, and only that address', async () => {
    await failTimes(5, DEMO_ACCOUNTS.owner.toUpperCase());

    const waiting = await login({ ...owner, password: DEMO_PASSWORD });
    expect(waiting.status).toBe(429);
    expect(waiting.body).toEqual({ message: 'Too many failed sign-in attempts, please try again in 1 second' });
    expect(waiting.headers.get('retry-after')).toBe('1');
    expect((await login({ emailAddress: DEMO_ACCOUNTS.admin, password: DEMO_PASSWORD, userType: 'Administrator' })).status).toBe(200);

    api.clock.advance(1000);
    expect((await login({ ...owner, password: DEMO_PASSWORD })).status).toBe(200);
  });

  it('counts unknown addresses the same way, so the answer does not reveal accounts', async () => {
    await failTimes(5, 'nobody.here@example.com');
    const waiting = await login({ emailAddress: 'nobody.here@example.com', password: DEMO_PASSWORD, userType: 'Restaurant' });
    expect(waiting.status).toBe(429);
  });
});
