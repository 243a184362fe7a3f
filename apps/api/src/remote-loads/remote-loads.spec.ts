import { signInEveryRole, type ConsoleRole } from '../testing/role-tokens';
import { startTestApi, type TestApi } from '../testing/test-api';
import { createReportRateLimit } from './report-rate-limit';

let api: TestApi;
let tokens: Record<ConsoleRole, string>;

beforeAll(async () => {
  api = await startTestApi();
  tokens = await signInEveryRole(api);
});

afterAll(async () => {
  await api?.close();
});

const report = (body: unknown) => api.call('POST', '/remote-loads/report', { body });
const summary = (query: Record<string, number> = {}, token = tokens.superAdmin) =>
  api.call('GET', '/remote-loads/summary', { token, query });

describe('POST /remote-loads/report', () => {
  it('stores a report without a token, and who sent it only as a keyed hash', async () => {
    const body = {
      remote: 'menu',
      version: '2026.11.24-def5678',
      canary: true,
      outcome: 'failed',
      stage: 'entry',
      error: 'Loading script failed',
      bucket: 4321,
    };
    const visitor = 'a3c1d2e4-5f60-4a7b-8c9d-0e1f2a3b4c5d';
    // A signed-in caller is counted as that user, by a hash that names neither the user nor the key.
    const response = await api.call('POST', '/remote-loads/report', { body: { ...body, visitor }, token: tokens.admin });

    expect(response.status).toBe(202);
    expect(response.body).toEqual({ message: 'Report received' });
    const rows = await api.db.query('SELECT * FROM remote_load_reports WHERE version = $1', [body.version]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ...body });
    expect(rows[0].received_at).toBeInstanceOf(Date);
    expect(rows[0].reporter).toMatch(/^u:[A-Za-z0-9_-]{32}$/);
    expect(Object.values(rows[0])).not.toContain(visitor);
    // The same user is the same reporter whatever key comes along; another user is another.
    const again = { ...body, version: 'same-user', visitor: 'another-key' };
    await api.call('POST', '/remote-loads/report', { body: again, token: tokens.admin });
    await api.call('POST', '/remote-loads/report', { body: { ...again, version: 'other-user' }, token: tokens.restaurant });
    const reporterOf = async (version: string) =>
      (await api.db.query<{ reporter: string }>('SELECT reporter FROM remote_load_reports WHERE version = $1', [version]))[0].reporter;
    expect(await reporterOf('same-user')).toBe(rows[0].reporter);
    expect(await reporterOf('other-user')).not.toBe(rows[0].reporter);
    const columns = await api.db.query<{ name: string }>(
      `SELECT column_name AS name FROM information_schema.columns WHERE table_name = 'remote_load_reports' ORDER BY ordinal_position`,
    );
    expect(columns.map((column) => column.name)).toEqual([
      'report_id',
      'remote',
      'version',
      'canary',
      'outcome',
      'stage',
      'error',
      'bucket',
      'received_at',
      'reporter',
    ]);
  });

  it('takes the minimal report the shell sends for a load', async () => {
    const response = await report({ remote: 'auth', version: '1.0.0', canary: false, outcome: 'loaded' });
    expect(response.status).toBe(202);
  });

  it.each([
    ['an unknown remote', { remote: 'shell' }, 'Remote must be one of: auth, admin, restaurant, menu, deals, notifications'],
    ['an unknown outcome', { outcome: 'crashed' }, 'Outcome must be one of: loaded, failed, fell-back'],
    ['an unknown stage', { stage: 'render' }, 'Stage must be one of: manifest, entry, init, mount, contract'],
    ['a version over 100 characters', { version: 'v'.repeat(101) }, 'Version cannot exceed 100 characters'],
    ['an empty version', { version: '' }, 'Version is required'],
    ['an error over 500 characters', { error: 'e'.repeat(501) }, 'Error cannot exceed 500 characters'],
    ['a bucket of 10000', { bucket: 10000 }, 'Bucket must be at most 9999'],
    ['a negative bucket', { bucket: -1 }, 'Bucket must be at least 0'],
    ['canary as text', { canary: 'yes' }, 'Canary must be true or false'],
    ['a visitor key over 64 characters', { visitor: 'v'.repeat(65) }, 'Visitor cannot exceed 64 characters'],
    ['a visitor key with other characters', { visitor: 'not a key;' }, 'Visitor is not valid'],
  ])('refuses %s (400)', async (_what, change, message) => {
    const response = await report({ remote: 'menu', version: '1.0.0', canary: false, outcome: 'loaded', ...change });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
  });

  it('drops an unknown field, as every JSON body of the API does (a user id sent along is never stored)', async () => {
    const response = await report({ remote: 'admin', version: 'with-extra-field', canary: false, outcome: 'loaded', userId: 12 });
    expect(response.status).toBe(202);
    const [row] = await api.db.query('SELECT * FROM remote_load_reports WHERE version = $1', ['with-extra-field']);
    expect(Object.values(row)).not.toContain(12);
  });

  it('refuses a report without its required fields, or that is not JSON (400)', async () => {
    expect((await report({ remote: 'menu', version: '1.0.0', outcome: 'loaded' })).body).toEqual({ message: 'Canary is required' });
    expect((await api.call('POST', '/remote-loads/report', { body: '{"remote":' })).status).toBe(400);
    expect((await api.call('POST', '/remote-loads/report')).status).toBe(400);
  });

  it('refuses a body over 4 KB (413) before reading it', async () => {
    const response = await report({ remote: 'menu', version: '1.0.0', canary: false, outcome: 'failed', padding: 'x'.repeat(5000) });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ message: 'The request is too large' });
  });
});

describe('the report rate limit', () => {
  let limited: TestApi;
  beforeAll(async () => {
    limited = await startTestApi({ remoteLoadReportsPerMinute: 5 });
  });
  afterAll(async () => {
    await limited?.close();
  });

  it('answers 429 beyond the limit per address, counting bad reports too, and refills over time', async () => {
    const send = (body: unknown) => limited.call('POST', '/remote-loads/report', { body });
    const good = { remote: 'deals', version: '3.0.0', canary: true, outcome: 'loaded' };
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await send(good)).status);
    statuses.push((await send({ remote: 'nope' })).status);
    const refused = await send(good);

    expect(statuses).toEqual([202, 202, 202, 202, 400]);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: 'Too many load reports, please try again in a minute' });
    const [{ count }] = await limited.db.query<{ count: number }>(
      `SELECT count(*) AS count FROM remote_load_reports WHERE version = '3.0.0'`,
    );
    expect(count).toBe(4);

    limited.clock.advance(12_000); // 5 a minute: one token back every 12 s
    expect((await send(good)).status).toBe(202);
    expect((await send(good)).status).toBe(429);
  });

  it('keeps a bucket per address', async () => {
    let at = Date.parse('2026-01-01T00:00:00Z');
    const limit = createReportRateLimit({ db: limited.db, perMinute: 2, now: () => new Date(at) });
    const takeThree = async (address: string) => [await limit.take(address), await limit.take(address), await limit.take(address)];
    expect(await takeThree('a')).toEqual([true, true, false]);
    expect(await limit.take('b')).toBe(true);
    at += 60_000;
    expect(await takeThree('a')).toEqual([true, true, false]);
  });

  it('never grants more than the bucket holds to reports arriving at once (one bucket for every API process)', async () => {
    const limit = createReportRateLimit({ db: limited.db, perMinute: 5, now: () => new Date('2026-01-02T00:00:00Z') });
    const granted = await Promise.all(Array.from({ length: 12 }, () => limit.take('c')));
    expect(granted.filter(Boolean)).toHaveLength(5);
  });
});

describe('GET /remote-loads/summary', () => {
  const version = (name: string) => `summary-${name}`;

  beforeAll(async () => {
    const send = async (count: number, body: Record<string, unknown>) => {
      for (let i = 0; i < count; i++) expect((await report({ bucket: i, ...body })).status).toBe(202);
    };
    // The canary: 6 loads, of which 2 failed at the entry and 1 threw while mounting; each failure fell back.
    const canary = { remote: 'notifications', version: version('canary'), canary: true };
    await send(3, { ...canary, outcome: 'loaded' });
    await send(2, { ...canary, outcome: 'failed', stage: 'entry', error: 'Loading script failed' });
    await send(1, { ...canary, outcome: 'loaded' });
    await send(1, { ...canary, outcome: 'failed', stage: 'mount', error: 'Boom while mounting' });
    await send(3, { ...canary, outcome: 'fell-back' });
    // Its stable release: the 3 fallbacks and 4 others, all loaded.
    await send(7, { remote: 'notifications', version: version('stable'), canary: false, outcome: 'loaded' });
  });

  it('counts loads, failures and fallbacks per remote, version and canary, with the failure rate and last error', async () => {
    const response = await summary();

    expect(response.status).toBe(200);
    const rows = (response.body.remotes as Array<{ version: string }>).filter((row) => row.version.startsWith('summary-'));
    expect(rows).toEqual([
      {
        remote: 'notifications',
        version: version('canary'),
        canary: true,
        loads: 6,
        failures: 3,
        fallbacks: 3,
        failureRate: 0.5,
        // Every report came from this one client, without a token or a visitor key: one person.
        people: 1,
        failingPeople: 1,
        lastError: 'mount: Boom while mounting',
      },
      {
        remote: 'notifications',
        version: version('stable'),
        canary: false,
        loads: 7,
        failures: 0,
        fallbacks: 0,
        failureRate: 0,
        people: 1,
        failingPeople: 0,
      },
    ]);
  });

  it('reads only the window asked for (60 minutes by default)', async () => {
    api.clock.advance(61 * 60_000);
    try {
      // Signed in again: an hour without requests is past a session's idle timeout.
      const fresh = await api.login('super@example.com', 'Administrator');
      const lastHour = (await summary({}, fresh)).body.remotes as Array<{ version: string }>;
      expect(lastHour.filter((row) => row.version.startsWith('summary-'))).toEqual([]);
      const lastTwoHours = (await summary({ sinceMinutes: 120 }, fresh)).body.remotes as Array<{ version: string }>;
      expect(lastTwoHours.filter((row) => row.version.startsWith('summary-'))).toHaveLength(2);
    } finally {
      api.clock.advance(-61 * 60_000);
    }
  });

  it('refuses a window outside 1..10080 minutes (400)', async () => {
    expect((await summary({ sinceMinutes: 10081 })).status).toBe(400);
    expect((await summary({ sinceMinutes: 0 })).status).toBe(400);
  });

  it.each([['admin'], ['restaurant']] as const)('is for the super admin only: %s gets 403', async (role) => {
    const response = await summary({}, tokens[role]);
    expect(response.status).toBe(403);
  });

  it('needs a token (401)', async () => {
    const response = await api.call('GET', '/remote-loads/summary');
    expect(response.status).toBe(401);
  });
});
