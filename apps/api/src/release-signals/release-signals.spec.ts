import { signInEveryRole, type ConsoleRole } from '../testing/role-tokens';
import { startTestApi, type TestApi } from '../testing/test-api';
import { BUCKET_RELATIVE_ERROR, bucketOf, valueOfBucket } from './signal-histogram';
import { pageTokenFor, releasesOf } from '../testing/signal-test-pages';

let api: TestApi;
let tokens: Record<ConsoleRole, string>;

beforeAll(async () => {
  // Behind a proxy on 127.0.0.1, so a test can send as several clients (X-Forwarded-For); without one, the socket's.
  api = await startTestApi({ trustProxy: ['127.0.0.1'] });
  tokens = await signInEveryRole(api);
});

afterAll(async () => {
  await api?.close();
});

const MINUTE_MS = 60_000;
const view = (extra: Record<string, unknown> = {}) => ({ remote: 'menu', version: '1.0.0', canary: false, errors: 0, ...extra });
type Release = { remote: string; version: string; canary: boolean };
const VERSION = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
/** A page's token for the views' releases (its visitor key goes there), when they are ones a token can name. */
async function withPage(body: unknown, client?: string): Promise<unknown> {
  if (typeof body !== 'object' || body === null) return body;
  if (!Array.isArray((body as { views?: unknown }).views)) return { page: 'x', ...body };
  const { visitor, ...report } = body as { visitor?: string; views: Release[] };
  const named = report.views.every((v) => typeof v === 'object' && typeof v.version === 'string' && VERSION.test(v.version));
  const page =
    named && report.views.length > 0 ? await pageTokenFor(api, releasesOf(report.views), { client, visitor }).catch(() => 'x') : 'x';
  return { page, ...report };
}
const report = async (body: unknown, client?: string) =>
  api.call('POST', '/release-signals', { body: await withPage(body, client), headers: client ? { 'x-forwarded-for': client } : {} });
/** What navigator.sendBeacon sends for a string: the JSON as text/plain, without a token. */
const beacon = (text: string) =>
  api.call('POST', '/release-signals', { body: text, headers: { 'content-type': 'text/plain;charset=UTF-8' } });
/** A report as the beacon's text, with a page token for its views. */
const beaconText = async (body: unknown) => JSON.stringify(await withPage(body));
const summary = (query: Record<string, string>, token = tokens.superAdmin) => api.call('GET', '/release-signals/summary', { token, query });
const rowsOf = (version: string) =>
  api.db.query<Record<string, unknown>>('SELECT * FROM release_signal_views WHERE version = $1 ORDER BY view_id', [version]);

/** Moves the test clock to 2 s into the next minute, so a test's reports share their minutes; answers that minute. */
function startOfNextMinute(): Date {
  const now = api.clock.now().getTime();
  const minute = Math.ceil(now / MINUTE_MS) * MINUTE_MS;
  api.clock.advance(minute + 2000 - now);
  return new Date(minute);
}

describe('POST /release-signals', () => {
  it('stores each view under its page token, and who sent it only as a keyed hash (204)', async () => {
    const visitor = 'a3c1d2e4-5f60-4a7b-8c9d-0e1f2a3b4c5d';
    const views = [
      view({ version: 'stored-1', canary: true, errors: 2, crashed: true, lcp: 1830.5, inp: 96, cls: 0.12 }),
      view({ remote: 'deals', version: 'stored-1', failedLoad: true }),
    ];
    const response = await report({ visitor, views });

    expect(response.status).toBe(204);
    expect(response.body).toBeUndefined();
    const rows = await rowsOf('stored-1');
    expect(rows).toEqual([
      expect.objectContaining({
        remote: 'menu',
        canary: true,
        errors: 2,
        failed_load: false,
        crashed: true,
        lcp: 1830.5,
        inp: 96,
        cls: 0.12,
      }),
      expect.objectContaining({
        remote: 'deals',
        canary: false,
        errors: 0,
        failed_load: true,
        crashed: false,
        lcp: null,
        inp: null,
        cls: null,
      }),
    ]);
    expect(rows[0].reporter).toMatch(/^v:[A-Za-z0-9_-]{32}$/);
    expect(rows[1].reporter).toBe(rows[0].reporter);
    for (const row of rows) expect(Object.values(row)).not.toContain(visitor);
  });

  it('takes the JSON as text/plain, as a beacon sends it across origins without a preflight', async () => {
    const response = await beacon(await beaconText({ visitor: 'beacon-visitor', views: [view({ version: 'beacon-1', inp: 40 })] }));

    expect(response.status).toBe(204);
    expect(await rowsOf('beacon-1')).toEqual([expect.objectContaining({ remote: 'menu', inp: 40 })]);
  });

  it.each([
    ['an unknown remote', { remote: 'shell' }, 'Remote must be one of: auth, admin, restaurant, menu, deals, notifications'],
    ['an empty version', { version: '' }, 'Version is required'],
    ['a version over 100 characters', { version: 'v'.repeat(101) }, 'Version cannot exceed 100 characters'],
    ['canary as text', { canary: 'yes' }, 'Canary must be true or false'],
    ['errors over 1000', { errors: 1001 }, 'Errors must be at most 1000'],
    ['negative errors', { errors: -1 }, 'Errors must be at least 0'],
    ['a fraction of an error', { errors: 1.5 }, 'Errors must be a whole number'],
    ['an INP over 10 minutes', { inp: 600001 }, 'Inp must be at most 600000'],
    ['a negative LCP', { lcp: -1 }, 'Lcp must be at least 0'],
    ['a CLS over 100', { cls: 100.5 }, 'Cls must be at most 100'],
    ['crashed as text', { crashed: 'no' }, 'Crashed must be true or false'],
    ['a view without its errors', { errors: undefined }, 'Errors is required'],
  ])('refuses a view with %s (400), as JSON or as text', async (_what, change, message) => {
    const body = { views: [view({ version: 'refused', ...change })] };
    for (const response of [await report(body), await beacon(await beaconText(body))]) {
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message });
    }
    expect(await rowsOf('refused')).toEqual([]);
  });

  it.each([
    ['no views', { views: [] }, 'Select at least 1 Views'],
    ['21 views', { views: Array.from({ length: 21 }, () => view()) }, 'Views cannot have more than 20 items'],
    ['no list of views', {}, 'Views is required'],
  ])('refuses a report with %s (400)', async (_what, body, message) => {
    const response = await report(body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
  });

  it.each([
    ['a visitor key over 64 characters', { visitor: 'v'.repeat(65), releases: [view()] }, 'Visitor cannot exceed 64 characters'],
    ['a visitor key with other characters', { visitor: 'not a key;', releases: [view()] }, 'Visitor is not valid'],
    ['a version no release folder could have', { releases: [view({ version: '../x' })] }, 'Version is not valid'],
    ['no releases', { releases: [] }, 'Select at least 1 Releases'],
  ])('refuses a page token request with %s (400)', async (_what, body, message) => {
    const releases = body.releases.map(({ remote, version, canary }) => ({ remote, version, canary }));
    const response = await api.call('POST', '/release-signals/page-token', { body: { ...body, releases } });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
  });

  it('refuses text that is not JSON, JSON that is not a report, and no body (400)', async () => {
    expect((await beacon('{"views":')).body).toEqual({ message: 'The request body is not valid JSON' });
    expect((await beacon('')).status).toBe(400);
    expect((await beacon('[1,2]')).status).toBe(400);
    expect((await report('{"views":')).status).toBe(400);
    expect((await api.call('POST', '/release-signals')).status).toBe(400);
  });

  it('refuses a form, a NUL character and numbers past any range (400), never failing on them', async () => {
    const form = await api.call('POST', '/release-signals', { form: new FormData() });
    expect(form.status).toBeGreaterThanOrEqual(400);
    expect(form.status).toBeLessThan(500);
    expect((await report({ views: [view({ version: 'nul\u0000' })] })).body).toEqual({ message: 'Text cannot contain NUL characters' });
    expect((await report({ views: [view({ errors: 1e300 })] })).status).toBe(400);
    expect((await beacon('{"views":[{"remote":"menu","version":"x","canary":false,"errors":1e999}]}')).status).toBe(400);
  });

  it('adds up views arriving at once for the same minutes, releases in any order, without losing one', async () => {
    const first = startOfNextMinute();
    const a = view({ remote: 'admin', version: 'at-once-a', errors: 1, inp: 120 });
    const b = view({ remote: 'admin', version: 'at-once-b', canary: true, crashed: true, lcp: 2000 });
    const responses = await Promise.all(
      Array.from({ length: 24 }, (_, i) => report({ visitor: `at-once-${i}`, views: i % 2 ? [a, b, a] : [b, a, b] }, `192.0.2.${100 + i}`)),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(24).fill(204));

    const { body } = await summary({ remote: 'admin', from: first.toISOString(), to: new Date(first.getTime() + MINUTE_MS).toISOString() });
    const totals = Object.fromEntries(
      body.releases.map((release: { version: string; totals: object }) => [release.version, release.totals]),
    );
    // A p75's samples are people, each once (their worst value).
    expect(totals['at-once-a']).toMatchObject({ views: 36, errorViews: 36, people: 24, errorPeople: 24, inpSamples: 24 });
    expect(totals['at-once-b']).toMatchObject({ views: 36, errorViews: 36, crashes: 36, people: 24, errorPeople: 24, lcpSamples: 24 });
  });

  it('drops an unknown field, as every JSON body of the API does (a user id sent along is never stored)', async () => {
    const response = await report({ userId: 12, views: [view({ version: 'extra-field', userId: 13 })] });
    expect(response.status).toBe(204);
    const [row] = await rowsOf('extra-field');
    expect(Object.values(row)).not.toContain(12);
    expect(Object.values(row)).not.toContain(13);
  });

  it('refuses a body over 8 KB (413), and takes the largest report a page sends', async () => {
    const longest = view({
      version: 'v'.repeat(64), // the longest a page token names
      canary: true,
      errors: 1000,
      failedLoad: true,
      crashed: true,
      lcp: 599999.99,
      inp: 599999.99,
      cls: 99.9999,
    });
    const full = { visitor: 'k'.repeat(64), views: Array.from({ length: 20 }, () => longest) };
    expect((await report(full)).status).toBe(204);

    const response = await beacon(JSON.stringify({ views: [view({ padding: 'x'.repeat(9000) })] }));
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ message: 'The request is too large' });
  });

  it('is not recorded in the activity trail', async () => {
    // Both what the trail shows and what waits to be composed into it (a write's raw changed rows).
    const COUNT = 'SELECT (SELECT count(*) FROM audit_events) + (SELECT count(*) FROM audit_raw_changes) AS recorded';
    const [{ recorded: before }] = await api.db.query<{ recorded: number }>(COUNT);
    expect((await report({ views: [view({ version: 'not-audited' })] })).status).toBe(204);
    const [{ recorded: after }] = await api.db.query<{ recorded: number }>(COUNT);
    expect(after).toBe(before);
  });
});

describe('the report rate limit', () => {
  let limited: TestApi;
  beforeAll(async () => {
    limited = await startTestApi({ releaseSignalReportsPerMinute: 5, remoteLoadReportsPerMinute: 5 });
  });
  afterAll(async () => {
    await limited?.close();
  });

  it('answers 429 beyond the limit per client, counting bad reports too, apart from the load reports', async () => {
    // The page token has its own bucket per network: asking for it draws nothing from the reports'.
    const page = await pageTokenFor(limited, [{ remote: 'menu', version: 'limited', canary: false }]);
    const send = (body: object) => limited.call('POST', '/release-signals', { body: { page, ...body } });
    const good = { views: [view({ version: 'limited' })] };
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await send(good)).status);
    statuses.push((await send({ views: [] })).status);
    const refused = await send(good);

    expect(statuses).toEqual([204, 204, 204, 204, 400]);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: 'Too many release signal reports, please try again in a minute' });
    // The load reports of the same client draw from their own bucket.
    const load = await limited.call('POST', '/remote-loads/report', {
      body: { remote: 'menu', version: '1', canary: false, outcome: 'loaded' },
    });
    expect(load.status).toBe(202);

    limited.clock.advance(12_000); // 5 a minute: one token back every 12 s
    expect((await send(good)).status).toBe(204);
    expect((await send(good)).status).toBe(429);
  });
});

describe('GET /release-signals/summary', () => {
  let first: Date;

  // Two minutes of a canary and its stable release of the notifications remote, from three people.
  beforeAll(async () => {
    first = startOfNextMinute();
    const canary = (extra: Record<string, unknown>) => view({ remote: 'notifications', version: 'summary-2', canary: true, ...extra });
    const stable = (extra: Record<string, unknown>) => view({ remote: 'notifications', version: 'summary-1', ...extra });
    // Each person from their own network: a network counts only a few visitor keys (release-signal-people.spec.ts).
    const addresses: Record<string, string> = { 'person-a': '198.51.100.1', 'person-b': '198.51.100.2', 'person-c': '198.51.100.3' };
    const send = async (visitor: string, views: object[]) =>
      expect((await report({ visitor, views }, addresses[visitor])).status).toBe(204);
    await send('person-a', [canary({ errors: 3, inp: 100, lcp: 1000 }), stable({ inp: 50 })]);
    await send('person-a', [canary({ crashed: true, inp: 200, cls: 0.05 }), canary({ failedLoad: true })]);
    await send('person-b', [
      canary({ inp: 300, lcp: 2000 }),
      stable({ errors: 1, lcp: 900 }),
      view({ remote: 'menu', version: 'summary-1' }),
    ]);
    api.clock.advance(MINUTE_MS);
    await send('person-c', [canary({ inp: 400, cls: 0.2 }), stable({}), stable({ crashed: true, errors: 2 })]);
  });

  const windowOf = (minutes: number) => ({ from: first.toISOString(), to: new Date(first.getTime() + minutes * MINUTE_MS).toISOString() });
  const p75 = (metric: 'inp' | 'lcp' | 'cls', value: number) => valueOfBucket(metric, bucketOf(metric, value));

  it("adds up each release's views, per minute and over the window, with its p75s and people", async () => {
    const response = await summary({ remote: 'notifications', ...windowOf(2) });

    expect(response.status).toBe(200);
    const second = new Date(first.getTime() + MINUTE_MS).toISOString();
    expect(response.body).toEqual({
      remote: 'notifications',
      ...windowOf(2),
      releases: [
        {
          version: 'summary-2',
          canary: true,
          totals: {
            views: 5,
            errorViews: 2, // 3 errors, and a crash without errors
            failedLoads: 1,
            crashes: 1,
            people: 3,
            errorPeople: 1, // person-a's errors and crash
            failedLoadPeople: 1,
            // Per person, their worst INP: a 200 (of 100 and 200), b 300, c 400; the p75's nearest rank is the 3rd.
            inpP75: p75('inp', 400),
            inpSamples: 3,
            lcpP75: p75('lcp', 2000),
            lcpSamples: 2,
            clsP75: p75('cls', 0.2),
            clsSamples: 2,
          },
          minutes: [
            {
              minute: first.toISOString(),
              views: 4,
              errorViews: 2,
              failedLoads: 1,
              crashes: 1,
              inpP75: p75('inp', 300),
              lcpP75: p75('lcp', 2000),
              clsP75: p75('cls', 0.05),
            },
            {
              minute: second,
              views: 1,
              errorViews: 0,
              failedLoads: 0,
              crashes: 0,
              inpP75: p75('inp', 400),
              lcpP75: null,
              clsP75: p75('cls', 0.2),
            },
          ],
        },
        {
          version: 'summary-1',
          canary: false,
          totals: {
            views: 4,
            errorViews: 2,
            failedLoads: 0,
            crashes: 1,
            people: 3,
            errorPeople: 2, // person-b's error, person-c's crash
            failedLoadPeople: 0,
            inpP75: p75('inp', 50),
            inpSamples: 1,
            lcpP75: p75('lcp', 900),
            lcpSamples: 1,
            clsP75: null,
            clsSamples: 0,
          },
          minutes: [
            {
              minute: first.toISOString(),
              views: 2,
              errorViews: 1,
              failedLoads: 0,
              crashes: 0,
              inpP75: p75('inp', 50),
              lcpP75: p75('lcp', 900),
              clsP75: null,
            },
            { minute: second, views: 2, errorViews: 1, failedLoads: 0, crashes: 1, inpP75: null, lcpP75: null, clsP75: null },
          ],
        },
      ],
    });
    // Read from its bucket: within the stated error of the exact p75.
    expect(Math.abs(response.body.releases[0].totals.inpP75 - 400) / 400).toBeLessThanOrEqual(BUCKET_RELATIVE_ERROR);
  });

  it('reads whole minutes: from the one holding `from` up to, not including, `to`', async () => {
    const midFirst = new Date(first.getTime() + 30_000).toISOString();
    const { body } = await summary({ remote: 'notifications', from: midFirst, to: new Date(first.getTime() + MINUTE_MS).toISOString() });
    expect(body.releases.map((release: { totals: { views: number } }) => release.totals.views)).toEqual([4, 2]);

    const secondOnly = await summary({
      remote: 'notifications',
      ...windowOf(2),
      from: new Date(first.getTime() + MINUTE_MS).toISOString(),
    });
    expect(secondOnly.body.releases.map((release: { totals: { people: number } }) => release.totals.people)).toEqual([1, 1]);
  });

  it("adds up `step` minutes per item from the window's first minute, with the same totals", async () => {
    const byMinute = (await summary({ remote: 'notifications', ...windowOf(2) })).body;
    const { body } = await summary({ remote: 'notifications', ...windowOf(2), step: '5' });

    const [canary, stable] = body.releases;
    expect(canary.totals).toEqual(byMinute.releases[0].totals);
    expect(stable.totals).toEqual(byMinute.releases[1].totals);
    // People's worst INP 200, 300 then 400: the step's p75 is its 3rd, as over the window.
    expect(canary.minutes).toEqual([
      {
        minute: first.toISOString(),
        views: 5,
        errorViews: 2,
        failedLoads: 1,
        crashes: 1,
        inpP75: p75('inp', 400),
        lcpP75: p75('lcp', 2000),
        clsP75: p75('cls', 0.2),
      },
    ]);
    expect(stable.minutes).toEqual([expect.objectContaining({ minute: first.toISOString(), views: 4, errorViews: 2, crashes: 1 })]);
    // Steps start at the window's first minute: from the second minute, one step holds only it.
    const later = await summary({
      remote: 'notifications',
      ...windowOf(2),
      from: new Date(first.getTime() + MINUTE_MS).toISOString(),
      step: '60',
    });
    expect(later.body.releases[0].minutes).toEqual([
      expect.objectContaining({ minute: new Date(first.getTime() + MINUTE_MS).toISOString(), views: 1 }),
    ]);
    expect((await summary({ remote: 'notifications', step: '1441' })).body).toEqual({ message: 'Step must be at most 1440' });
  });

  it('reads only the asked remote, and the last hour up to now by default', async () => {
    const menu = await summary({ remote: 'menu', ...windowOf(2) });
    expect(menu.body.releases).toEqual([
      expect.objectContaining({ version: 'summary-1', canary: false, totals: expect.objectContaining({ views: 1 }) }),
    ]);

    const byDefault = await summary({ remote: 'notifications' });
    const now = api.clock.now().getTime();
    expect(Date.parse(byDefault.body.to)).toBeGreaterThan(now - 5000);
    expect(Date.parse(byDefault.body.to) - Date.parse(byDefault.body.from)).toBe(60 * MINUTE_MS);
    expect(byDefault.body.releases.map((release: { totals: { views: number } }) => release.totals.views)).toEqual([5, 4]);

    api.clock.advance(62 * MINUTE_MS);
    try {
      // Signed in again: an hour without requests is past a session's idle timeout.
      const fresh = await api.login('super@example.com', 'Administrator');
      expect((await summary({ remote: 'notifications' }, fresh)).body.releases).toEqual([]);
    } finally {
      api.clock.advance(-62 * MINUTE_MS);
    }
  });

  it.each([
    ['no remote', { from: '2026-01-01T00:00:00Z' }, 'Remote is required'],
    ['an unknown remote', { remote: 'shell' }, 'Remote must be one of: auth, admin, restaurant, menu, deals, notifications'],
    ['a from that is not a time', { remote: 'menu', from: 'yesterday' }, 'From is not a valid date and time'],
    ['a 30th of February', { remote: 'menu', to: '2026-02-30T00:00:00Z' }, 'To is not a valid date and time'],
    ['a leap second', { remote: 'menu', to: '2026-12-31T23:59:60Z' }, 'To is not a valid date and time'],
    ['from after to', { remote: 'menu', from: '2026-01-02T00:00:00Z', to: '2026-01-01T00:00:00Z' }, 'From must be before To'],
    ['from equal to to', { remote: 'menu', from: '2026-01-01T00:00:00Z', to: '2026-01-01T00:00:00Z' }, 'From must be before To'],
    [
      'a window over 7 days',
      { remote: 'menu', from: '2026-01-01T00:00:00Z', to: '2026-01-08T00:00:01Z' },
      'The window cannot be longer than 7 days',
    ],
  ])('refuses %s (400)', async (_what, query, message) => {
    const response = await summary(query);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
  });

  it('takes a window of exactly 7 days', async () => {
    expect((await summary({ remote: 'menu', from: '2026-01-01T00:00:00Z', to: '2026-01-08T00:00:00Z' })).status).toBe(200);
  });

  it.each([['admin'], ['restaurant']] as const)('is for the super admin only: %s gets 403', async (role) => {
    expect((await summary({ remote: 'menu' }, tokens[role])).status).toBe(403);
  });

  it('needs a token (401)', async () => {
    expect((await api.call('GET', '/release-signals/summary', { query: { remote: 'menu' } })).status).toBe(401);
  });
});

describe('the summary p75s', () => {
  it('are within 2.5 % of the exact p75 of the people, each with one view, over the window and in each minute', async () => {
    const first = startOfNextMinute();
    // 200 INP values from 8 ms to about 2.4 s, each one person's (their own address), over two minutes.
    const values = Array.from({ length: 200 }, (_, i) => Math.round(8 * 1.029 ** i * 100) / 100);
    const shuffled = values.map((value, i) => ({ value, order: (i * 7919) % 200 })).sort((a, b) => a.order - b.order);
    for (const half of [0, 1]) {
      if (half === 1) api.clock.advance(MINUTE_MS);
      const sent = shuffled.slice(half * 100, half * 100 + 100);
      const responses = await Promise.all(
        sent.map(({ value }, i) =>
          report({ views: [view({ remote: 'deals', version: 'maths-1', inp: value })] }, `198.18.${half}.${i + 1}`),
        ),
      );
      expect(responses.map((response) => response.status)).toEqual(sent.map(() => 204));
    }
    const exactP75 = (some: number[]) => [...some].sort((a, b) => a - b)[Math.ceil(some.length * 0.75) - 1];

    const { body } = await summary({
      remote: 'deals',
      from: first.toISOString(),
      to: new Date(first.getTime() + 2 * MINUTE_MS).toISOString(),
    });
    const [release] = body.releases;
    expect(release.totals).toMatchObject({ views: 200, inpSamples: 200, people: 200, lcpP75: null, lcpSamples: 0 });
    const within = (read: number, exact: number) => expect(Math.abs(read - exact) / exact).toBeLessThanOrEqual(BUCKET_RELATIVE_ERROR);
    within(release.totals.inpP75, exactP75(values));
    within(release.minutes[0].inpP75, exactP75(shuffled.slice(0, 100).map(({ value }) => value)));
    within(release.minutes[1].inpP75, exactP75(shuffled.slice(100).map(({ value }) => value)));
  });
});
