import { DEMO_PASSWORD } from '../seed/demo-catalog';
import { DEMO_ACCOUNTS } from '../seed/demo-plan';
import { startTestApi, type TestApi } from '../testing/test-api';
import { captureLog } from './security-log-capture';
import { CLIENT_RULES } from './sign-in-throttle';

/*
 * The sign-in limits under concurrency: one account's guesses (10 per 15 minutes) and one client
 * address's attempts across accounts (100 an hour), both reserved before the password is checked.
 * One API behind a trusted proxy on 127.0.0.1, as production is: a request without X-Forwarded-For is
 * the proxy's own, from 127.0.0.1, which the account's and the address's describes use (the address's
 * moving the clock past the windows the account's filled); the IPv6 describe names other clients.
 */

const WRONG = 'Wrong#Guess1';
const nodeCrypto = jest.requireActual<typeof import('node:crypto')>('node:crypto');

const loginOn = (api: TestApi, emailAddress: string, password: string, userType = 'Restaurant') =>
  api.call('POST', '/auth/login', { body: { emailAddress, password, userType } });

const statusCounts = (responses: Array<{ status: number }>) =>
  responses.reduce<Record<number, number>>((counts, { status }) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});

let api: TestApi;
const log = captureLog();

beforeAll(async () => {
  api = await startTestApi({ logger: log.logger, trustProxy: ['127.0.0.1'] });
});

afterAll(async () => {
  await api?.close();
});

describe('guesses for one account, all at once', () => {
  afterEach(() => jest.restoreAllMocks());

  it('checks at most 10 of 40 wrong passwords, refuses the rest, then the right one too, for 15 minutes', async () => {
    const scrypt = jest.spyOn(nodeCrypto, 'scrypt');

    const responses = await Promise.all(Array.from({ length: 40 }, () => loginOn(api, DEMO_ACCOUNTS.owner, WRONG)));

    expect(statusCounts(responses)).toEqual({ 401: 10, 429: 30 });
    expect(scrypt.mock.calls.length).toBeLessThanOrEqual(10);
    expect(responses.find((response) => response.status === 429)?.body).toEqual({
      message: 'Too many failed sign-in attempts, please try again in 15 minutes',
    });
    expect(await loginOn(api, DEMO_ACCOUNTS.owner, DEMO_PASSWORD)).toMatchObject({ status: 429 });
    // Other accounts are not locked by it.
    expect((await loginOn(api, DEMO_ACCOUNTS.admin, DEMO_PASSWORD, 'Administrator')).status).toBe(200);

    api.clock.advance(15 * 60_000 + 1000);
    expect((await loginOn(api, DEMO_ACCOUNTS.owner, DEMO_PASSWORD)).status).toBe(200);
  });

  it('logs failures and the lock as security events, without the password', async () => {
    const email = DEMO_ACCOUNTS.superAdmin;
    const [{ userId }] = await api.db.query<{ userId: number }>('SELECT user_id AS "userId" FROM users WHERE email_address = $1', [email]);

    await Promise.all(Array.from({ length: 11 }, () => loginOn(api, email, WRONG, 'Administrator')));
    await loginOn(api, email, DEMO_PASSWORD, 'Administrator');

    const failed = log.events('sign-in.failed').filter((line) => line.email === email);
    const locked = log.events('sign-in.locked').filter((line) => line.email === email);
    expect(failed).toHaveLength(10);
    expect(failed[0]).toMatchObject({ level: 40, userId, ip: '127.0.0.1', msg: 'security event' });
    expect(locked).toHaveLength(2);
    expect(locked[0]).toMatchObject({ level: 40, ip: '127.0.0.1' });
    expect(log.text()).not.toContain(WRONG);
    expect(log.text()).not.toContain(DEMO_PASSWORD);
  });
});

describe('attempts of one client address across accounts', () => {
  beforeAll(() => {
    // The address's window (an hour) of the guesses above is over.
    api.clock.advance(CLIENT_RULES.windowMinutes * 60_000 + 1000);
  });

  it('checks 100 wrong passwords over 110 accounts at once, then refuses every sign-in and reset call for an hour', async () => {
    // Successful sign-ins do not count: an office behind one address signs in all day.
    for (let batch = 0; batch < 2; batch++) {
      const signIns = await Promise.all(Array.from({ length: 5 }, () => loginOn(api, DEMO_ACCOUNTS.admin, DEMO_PASSWORD, 'Administrator')));
      expect(statusCounts(signIns)).toEqual({ 200: 5 });
    }

    const responses = await Promise.all(
      Array.from({ length: 110 }, (_, i) => loginOn(api, `sprayed.${i}@example.com`, WRONG, 'Administrator')),
    );

    expect(statusCounts(responses)).toEqual({ 401: 100, 429: 10 });
    const tooMany = { status: 429, body: { message: 'Too many attempts from your network, please try again in an hour' } };
    expect(responses.find((response) => response.status === 429)).toMatchObject(tooMany);
    expect(await loginOn(api, DEMO_ACCOUNTS.admin, DEMO_PASSWORD, 'Administrator')).toMatchObject(tooMany);
    expect(
      await api.call('POST', '/auth/forgot-password', { body: { emailAddress: DEMO_ACCOUNTS.admin, userType: 'Administrator' } }),
    ).toMatchObject(tooMany);
    expect(
      await api.call('PATCH', '/auth/reset-password', {
        body: {
          emailAddress: DEMO_ACCOUNTS.admin,
          resetCode: '123456',
          newPassword: 'Fresh#Start9',
          confirmPassword: 'Fresh#Start9',
          userType: 'Administrator',
        },
      }),
    ).toMatchObject(tooMany);

    api.clock.advance(60 * 60_000 + 1000);
    expect((await loginOn(api, DEMO_ACCOUNTS.admin, DEMO_PASSWORD, 'Administrator')).status).toBe(200);
  });
});

describe('attempts of one IPv6 client, each from a new address of its /64', () => {
  it('counts them as one client: 100 checked, the rest refused, while another network still signs in', async () => {
    // The trusted proxy's X-Forwarded-For names the client: a network other than the 127.0.0.1 above.
    const from = (address: string) => ({ 'X-Forwarded-For': address });
    const responses = await Promise.all(
      Array.from({ length: 110 }, (_, i) =>
        api.call('POST', '/auth/login', {
          body: { emailAddress: `rotating.${i}@example.com`, password: WRONG, userType: 'Administrator' },
          headers: from(`2001:db8:1:2:${(i + 1).toString(16)}::${(i + 7).toString(16)}`),
        }),
      ),
    );
    const elsewhere = await api.call('POST', '/auth/login', {
      body: { emailAddress: DEMO_ACCOUNTS.admin, password: DEMO_PASSWORD, userType: 'Administrator' },
      headers: from('2001:db8:1:3::1'),
    });

    expect(statusCounts(responses)).toEqual({ 401: 100, 429: 10 });
    expect(elsewhere.status).toBe(200);
  });
});
