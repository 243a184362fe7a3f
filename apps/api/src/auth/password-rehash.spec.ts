import { composePendingActivity } from '../activity/activity-composer';
import { DEMO_PASSWORD } from '../seed/demo-catalog';
import { DEMO_ACCOUNTS } from '../seed/demo-plan';
import { startTestApi, type TestApi } from '../testing/test-api';
import { hashPassword } from './password-hash';
import { captureLog } from './security-log-capture';

/*
 * Raising the scrypt cost: a sign-in that finds a hash of a lower cost stores one of today's. The seed
 * stores the light cost; the API at its default cost (what buildApi uses when nobody lowers it, as the
 * tests otherwise do) upgrades it.
 */

const storedHashOf = async (api: TestApi, email: string) =>
  (await api.db.query<{ hash: string }>('SELECT password_hash AS hash FROM users WHERE email_address = $1', [email]))[0].hash;

const signIn = (api: TestApi, emailAddress: string, password = DEMO_PASSWORD, userType = 'Administrator') =>
  api.call('POST', '/auth/login', { body: { emailAddress, password, userType } });

describe('at the default cost', () => {
  let api: TestApi;
  const log = captureLog();

  beforeAll(async () => {
    api = await startTestApi({ passwordCost: undefined, logger: log.logger });
  });

  afterAll(async () => {
    await api?.close();
  });

  it('upgrades a seeded hash to N=2^17, r=8, p=1 at the next sign-in, and the password still works', async () => {
    const email = DEMO_ACCOUNTS.admin;
    expect(await storedHashOf(api, email)).toMatch(/^scrypt\$16384\$8\$1\$/);

    expect((await signIn(api, email)).status).toBe(200);

    const upgraded = await storedHashOf(api, email);
    expect(upgraded).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(log.events('password.rehashed')).toEqual([expect.objectContaining({ level: 30, userId: expect.any(Number) })]);
    expect((await signIn(api, email)).status).toBe(200);
    expect(await storedHashOf(api, email)).toBe(upgraded);
    expect(await signIn(api, email, 'Console#2025')).toMatchObject({ status: 401 });
  });

  it("records one 'Signed in' by the account for a sign-in that upgrades the hash, none by Anonymous", async () => {
    const email = DEMO_ACCOUNTS.owner;
    const [owner] = await api.db.query<{ id: number }>('SELECT user_id AS id FROM users WHERE email_address = $1', [email]);
    await composePendingActivity(api.db, { wait: true });
    const [{ before }] = await api.db.query<{ before: number }>('SELECT coalesce(max(event_id), 0)::int AS before FROM audit_events');

    expect((await signIn(api, email, DEMO_PASSWORD, 'Restaurant')).status).toBe(200);
    expect(await storedHashOf(api, email)).toMatch(/^scrypt\$131072\$8\$1\$/);

    await composePendingActivity(api.db, { wait: true });
    const events = await api.db.query<{ action: string; actor_id: number | null; actor_name: string }>(
      'SELECT action, actor_id, actor_name FROM audit_events WHERE event_id > $1 ORDER BY event_id',
      [before],
    );
    expect(events).toEqual([expect.objectContaining({ action: 'login', actor_id: owner.id })]);
  });

  it('leaves the hash alone when the sign-in fails', async () => {
    const email = DEMO_ACCOUNTS.superAdmin;
    const before = await storedHashOf(api, email);

    expect((await signIn(api, email, 'Console#2025')).status).toBe(401);

    expect(await storedHashOf(api, email)).toBe(before);
  });
});

describe('at a lower cost than a stored hash', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi();
  });

  afterAll(async () => {
    await api?.close();
  });

  it('never lowers it', async () => {
    const email = DEMO_ACCOUNTS.admin;
    const strong = await hashPassword(DEMO_PASSWORD, { N: 2 ** 15, r: 8, p: 1 });
    await api.db.query('UPDATE users SET password_hash = $2 WHERE email_address = $1', [email, strong]);

    expect((await signIn(api, email)).status).toBe(200);

    expect(await storedHashOf(api, email)).toBe(strong);
  });
});
