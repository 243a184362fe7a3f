import { composePendingActivity } from '../activity/activity-composer';
import { DEMO_PASSWORD } from '../seed/demo-catalog';
import { DEMO_ACCOUNTS } from '../seed/demo-plan';
import { startTestApi, type TestApi } from '../testing/test-api';
import { captureLog } from './security-log-capture';
import { CLIENT_RULES, SIGN_IN_RULES } from './sign-in-throttle';

/*
 * The sign-in limits under concurrency: one (account, network) pair's failures (5, then a wait that
 * doubles), the account's ceiling across networks (slows the networks with failures of their own), and
 * one client network's attempts across accounts (100 an hour), all taken before the password is
 * checked. One API behind a trusted proxy on 127.0.0.1, as production is: X-Forwarded-For names the
 * client (each describe its own networks); a request without it is the proxy's own, from 127.0.0.1.
 */

const WRONG = 'Wrong#Guess1';
const nodeCrypto = jest.requireActual<typeof import('node:crypto')>('node:crypto');

const loginFrom = (api: TestApi, address: string, emailAddress: string, password: string, userType = 'Restaurant') =>
  api.call('POST', '/auth/login', { body: { emailAddress, password, userType }, headers: { 'X-Forwarded-For': address } });

const loginOn = (api: TestApi, emailAddress: string, password: string, userType = 'Restaurant') =>
  api.call('POST', '/auth/login', { body: { emailAddress, password, userType } });

const statusCounts = (responses: Array<{ status: number }>) =>
  responses.reduce<Record<number, number>>((counts, { status }) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});

const waitMessage = (wait: string) => ({ message: `Too many failed sign-in attempts, please try again in ${wait}` });

/** The trail's events about the address from now on, as a read sees them (committed changes composed first). */
async function trailFrom(api: TestApi) {
  await composePendingActivity(api.db, { wait: true });
  const [{ last }] = await api.db.query<{ last: number }>('SELECT coalesce(max(event_id), 0)::int AS last FROM audit_events');
  return async (email: string) => {
    await composePendingActivity(api.db, { wait: true });
    const rows = await api.db.query<{ action: string }>(
      'SELECT action FROM audit_events WHERE event_id > $1 AND object_label = $2 ORDER BY event_id',
      [last, email],
    );
    return rows.map((row) => row.action);
  };
}

let api: TestApi;
const log = captureLog();

beforeAll(async () => {
  api = await startTestApi({ logger: log.logger, trustProxy: ['127.0.0.1'] });
  // Waits of seconds are the subject: they pass only when a test moves the clock.
  api.clock.freeze();
});

afterAll(async () => {
  await api?.close();
});

describe('guesses for one account from one network, all at once', () => {
  afterEach(() => jest.restoreAllMocks());

  it('checks 5 of 40 wrong passwords, the rest wait a second (429, Retry-After); the right password from another network signs in', async () => {
    const attacker = '198.51.100.1';
    const scrypt = jest.spyOn(nodeCrypto, 'scrypt');

    const responses = await Promise.all(Array.from({ length: 40 }, () => loginFrom(api, attacker, DEMO_ACCOUNTS.owner, WRONG)));

    expect(statusCounts(responses)).toEqual({ 401: SIGN_IN_RULES.freeFailures, 429: 40 - SIGN_IN_RULES.freeFailures });
    expect(scrypt.mock.calls.length).toBeLessThanOrEqual(SIGN_IN_RULES.freeFailures);
    const waiting = responses.find((response) => response.status === 429);
    expect(waiting?.body).toEqual(waitMessage('1 second'));
    expect(waiting?.headers.get('retry-after')).toBe('1');
    // The owner, elsewhere, at the same moment as more guesses: in.
    const [owner] = await Promise.all([
      loginFrom(api, '203.0.113.9', DEMO_ACCOUNTS.owner, DEMO_PASSWORD),
      ...Array.from({ length: 10 }, () => loginFrom(api, attacker, DEMO_ACCOUNTS.owner, WRONG)),
    ]);
    expect(owner.status).toBe(200);
    // The guessing network waits, even with the right password, until its second is over.
    expect(await loginFrom(api, attacker, DEMO_ACCOUNTS.owner, DEMO_PASSWORD)).toMatchObject({ status: 429 });

    api.clock.advance(1000);
    expect((await loginFrom(api, attacker, DEMO_ACCOUNTS.owner, DEMO_PASSWORD)).status).toBe(200);
    // The right password forgot that network's failures: 5 free again.
    const again = await Promise.all(Array.from({ length: 6 }, () => loginFrom(api, attacker, DEMO_ACCOUNTS.owner, WRONG)));
    expect(statusCounts(again)).toEqual({ 401: 5, 429: 1 });
  });

  it('doubles the wait with each later failure, up to 15 minutes, and forgets the failures after an hour', async () => {
    const from = '198.51.100.2';
    const email = 'doubling@example.com';
    const waits: string[] = [];
    await Promise.all(Array.from({ length: SIGN_IN_RULES.freeFailures }, () => loginFrom(api, from, email, WRONG)));
    api.clock.advance(1000);
    for (let failure = 0; failure < 13; failure++) {
      const responses = await Promise.all(Array.from({ length: 3 }, () => loginFrom(api, from, email, WRONG)));
      expect(responses.map((response) => response.status).sort()).toEqual([401, 429, 429]);
      const wait = responses.find((response) => response.status === 429)?.headers.get('retry-after') ?? '';
      waits.push(wait);
      api.clock.advance(Number(wait) * 1000);
    }

    expect(waits).toEqual(['2', '4', '8', '16', '32', '64', '128', '256', '512', '900', '900', '900', '900']);
    const refused = await Promise.all([loginFrom(api, from, email, WRONG), loginFrom(api, from, email, WRONG)]);
    expect(refused.find((response) => response.status === 429)?.body).toEqual(waitMessage('15 minutes'));

    api.clock.advance(SIGN_IN_RULES.forgetMinutes * 60_000 + 1000);
    const fresh = await Promise.all(Array.from({ length: 5 }, () => loginFrom(api, from, email, WRONG)));
    expect(statusCounts(fresh)).toEqual({ 401: 5 });
  });
});

describe('guesses for one account from many networks', () => {
  it(`past ${SIGN_IN_RULES.accountCeiling} failures an hour, networks with failures share one check every 5 s; a clean network signs in at once`, async () => {
    const email = DEMO_ACCOUNTS.superAdmin;
    const crowd = Array.from({ length: 10 }, (_, i) => `192.0.2.${i + 1}`);
    const first = await Promise.all(
      crowd.flatMap((address) => Array.from({ length: 5 }, () => loginFrom(api, address, email, WRONG, 'Administrator'))),
    );
    expect(statusCounts(first)).toEqual({ 401: 50 });
    api.clock.advance(1000); // each network's own second is over

    const [owner, ...slowed] = await Promise.all([
      loginFrom(api, '203.0.113.50', email, DEMO_PASSWORD, 'Administrator'),
      ...crowd.map((address) => loginFrom(api, address, email, WRONG, 'Administrator')),
    ]);

    expect(owner.status).toBe(200);
    expect(statusCounts(slowed)).toEqual({ 401: 1, 429: 9 });
    const refused = slowed.find((response) => response.status === 429);
    expect(refused?.body).toEqual(waitMessage('5 seconds'));
    expect(refused?.headers.get('retry-after')).toBe('5');
    // The crowd's own failures are not forgotten by the owner's sign-in.
    api.clock.advance(5000);
    const next = await Promise.all(crowd.slice(2).map((address) => loginFrom(api, address, email, WRONG, 'Administrator')));
    expect(statusCounts(next)).toEqual({ 401: 1, 429: 7 });

    api.clock.advance(SIGN_IN_RULES.ceilingWindowMinutes * 60_000);
    expect((await loginFrom(api, crowd[9], email, DEMO_PASSWORD, 'Administrator')).status).toBe(200);
  });
});

describe('a flood at a waiting account', () => {
  it('puts one lock event in the trail per wait, and counts every refused attempt against the network', async () => {
    const from = '198.51.100.3';
    const email = DEMO_ACCOUNTS.admin;
    const trail = await trailFrom(api);
    const scrypt = jest.spyOn(nodeCrypto, 'scrypt');
    const earlier = log.lines().length;

    const responses = await Promise.all(Array.from({ length: 290 }, () => loginFrom(api, from, email, WRONG, 'Administrator')));

    expect(statusCounts(responses)).toEqual({ 401: 5, 429: 285 });
    expect(scrypt.mock.calls.length).toBeLessThanOrEqual(5);
    const actions = await trail(email);
    expect(actions.filter((action) => action === 'signInFailed')).toHaveLength(5);
    expect(actions.filter((action) => action === 'signInLockedOut')).toHaveLength(1);
    const lines = log.lines().slice(earlier);
    expect(lines.filter((line) => line.event === 'sign-in.locked')).toHaveLength(1);
    expect(lines.filter((line) => line.event === 'sign-in.failed')).toHaveLength(5);
    // 100 attempts of the hour were the network's, refused or not: it is held by its own limit.
    const messages = responses.filter((response) => response.status === 429).map((response) => response.body.message);
    expect(messages.filter((message) => message === waitMessage('1 second').message)).toHaveLength(95);
    expect(messages.filter((message) => message === 'Too many attempts from your network, please try again in an hour')).toHaveLength(190);
    expect(await loginFrom(api, from, DEMO_ACCOUNTS.owner, DEMO_PASSWORD)).toMatchObject({
      status: 429,
      body: { message: 'Too many attempts from your network, please try again in an hour' },
    });
    expect(log.text()).not.toContain(WRONG);
    expect(log.text()).not.toContain(DEMO_PASSWORD);
    jest.restoreAllMocks();
  });

  it('logs failures as security events with the account and address, without the password', async () => {
    const email = 'logged.failures@example.com';
    const from = '198.51.100.5';
    await Promise.all(Array.from({ length: 7 }, () => loginFrom(api, from, email, WRONG)));

    const failed = log.events('sign-in.failed').filter((line) => line.email === email);
    const locked = log.events('sign-in.locked').filter((line) => line.email === email);
    expect(failed).toHaveLength(5);
    expect(failed[0]).toMatchObject({ level: 40, ip: from, msg: 'security event' });
    expect(locked).toEqual([expect.objectContaining({ level: 40, ip: from, reason: 'backoff' })]);
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
