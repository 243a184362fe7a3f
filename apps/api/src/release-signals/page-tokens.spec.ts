// Signals from pages we served (issue 36): a report counts only under a page token the API signed for the
// releases the page loaded; each person has a bounded number of views a minute and counts once; a
// remote counts a bounded number of versions; a network gets a bounded number of tokens. Every limit is
// tried with simultaneous requests.
import { randomUUID } from 'node:crypto';
import { SESSION_COOKIE } from '../auth/session-cookie';
import { startTestApi, type TestApi } from '../testing/test-api';
import { VIEWS_PER_PERSON_PER_MINUTE } from './release-signal-actions';
import { PAGE_TOKEN_TTL_MS, VERSIONS_PER_REMOTE_PER_DAY } from './page-tokens';
import { PAGE_TOKENS_PER_MINUTE } from './signal-report-route';
import { pageTokenFor, reportAsPage } from '../testing/signal-test-pages';

let api: TestApi;
let superToken: string;

beforeAll(async () => {
  api = await startTestApi({ trustProxy: ['127.0.0.1'] });
  superToken = await api.login('super@example.com', 'Administrator');
});
afterAll(() => api?.close());

type View = { remote: string; version: string; canary: boolean; errors: number; inp?: number };
const view = (version: string, extra: Partial<View> = {}): View => ({ remote: 'deals', version, canary: true, errors: 0, ...extra });
const post = (body: unknown, client: string, headers: Record<string, string> = {}) =>
  api.call('POST', '/release-signals', { body, headers: { 'x-forwarded-for': client, ...headers } });
async function totalsOf(version: string, remote = 'deals') {
  superToken = await api.login('super@example.com', 'Administrator');
  const response = await api.call('GET', '/release-signals/summary', { token: superToken, query: { remote } });
  const releases = response.body.releases as Array<{ version: string; totals: Record<string, number> }>;
  return releases.find((release) => release.version === version)?.totals;
}

describe('the page token', () => {
  it('is needed: without one, with a forged or an expired one, a report is refused (401) and nothing is kept', async () => {
    const views = [view('tokened-1', { errors: 1 })];
    const page = await pageTokenFor(api, [{ remote: 'deals', version: 'tokened-1', canary: true }], { client: '192.0.2.1' });
    const [body, mac] = page.split('.');
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString());
    const forged = `${Buffer.from(JSON.stringify({ ...claims, r: [['deals', 'tokened-1', true]], n: 'v:someone-else' })).toString('base64url')}.${mac}`;

    const responses = await Promise.all([
      post({ views }, '192.0.2.1'),
      post({ page: 'not-a-token', views }, '192.0.2.1'),
      post({ page: forged, views }, '192.0.2.1'),
      post({ page: `${body}.${'A'.repeat(43)}`, views }, '192.0.2.1'),
    ]);
    expect(responses.map((response) => response.status)).toEqual([400, 401, 401, 401]);
    expect(responses[0].body).toEqual({ message: 'Page is required' });
    expect(responses[1].body).toEqual({ message: 'The page token is missing, expired or not one of ours: ask for a new one' });

    api.clock.advance(PAGE_TOKEN_TTL_MS);
    expect((await post({ page, views }, '192.0.2.1')).status).toBe(401);
    api.clock.advance(-PAGE_TOKEN_TTL_MS);
    expect(await totalsOf('tokened-1')).toBeUndefined();
    expect((await post({ page, views }, '192.0.2.1')).status).toBe(204);
  });

  it('counts only views of the releases it names: another version, remote or canary flag is refused (400)', async () => {
    const page = await pageTokenFor(api, [{ remote: 'deals', version: 'named-1', canary: true }], { client: '192.0.2.2' });
    const refused = await Promise.all(
      [view('named-2'), view('named-1', { canary: false }), { ...view('named-1'), remote: 'menu' }].map((other) =>
        post({ page, views: [view('named-1'), other] }, '192.0.2.2'),
      ),
    );
    for (const response of refused) {
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: 'A view names a release its page did not load', field: 'views' });
    }
    expect(await totalsOf('named-2')).toBeUndefined();
    expect(await totalsOf('named-1')).toBeUndefined();
  });

  it('is given to a network at most PAGE_TOKENS_PER_MINUTE times a minute, asked at once (429 beyond)', async () => {
    // The bucket refills one token every 2 s: on a busy machine serving the burst took longer once, and a
    // 31st token was rightly given. The clock stops so the burst is one instant.
    api.clock.freeze();
    const ask = (client: string) =>
      api.call('POST', '/release-signals/page-token', {
        body: { releases: [{ remote: 'deals', version: 'pages-1', canary: false }], visitor: randomUUID() },
        headers: { 'x-forwarded-for': client },
      });
    const responses = await Promise.all(Array.from({ length: PAGE_TOKENS_PER_MINUTE + 10 }, () => ask('203.0.113.50')));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(PAGE_TOKENS_PER_MINUTE);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
    expect(responses.find((response) => response.status === 429)?.body).toEqual({
      message: 'Too many pages from this network, please try again in a minute',
    });
    expect((await ask('203.0.113.51')).status).toBe(200); // another network has its own
  });

  it('names one person: its reports from many networks count once', async () => {
    const page = await pageTokenFor(api, [{ remote: 'deals', version: 'one-page-1', canary: true }], {
      client: '192.0.2.3',
      visitor: randomUUID(),
    });
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, i) => post({ page, views: [view('one-page-1', { errors: 1 })] }, `198.51.100.${60 + i}`)),
    );
    expect(responses.every((response) => response.status === 204)).toBe(true);
    expect(await totalsOf('one-page-1')).toMatchObject({ views: 8, people: 1, errorPeople: 1 });
  });
});

describe('each person', () => {
  it(`has at most ${VIEWS_PER_PERSON_PER_MINUTE} views recorded a minute, however many reports arrive at once`, async () => {
    const page = await pageTokenFor(api, [{ remote: 'deals', version: 'capped-1', canary: true }], {
      client: '192.0.2.4',
      visitor: randomUUID(),
    });
    const flood = Array.from({ length: 20 }, () => view('capped-1', { inp: 4000 }));
    const responses = await Promise.all(Array.from({ length: 12 }, () => post({ page, views: flood }, '192.0.2.4')));
    expect(responses.every((response) => response.status === 204)).toBe(true); // dropped past the cap, not refused
    expect(await totalsOf('capped-1')).toMatchObject({ views: VIEWS_PER_PERSON_PER_MINUTE, people: 1, inpSamples: 1 });

    api.clock.advance(60_000);
    await Promise.all(Array.from({ length: 3 }, () => post({ page, views: flood }, '192.0.2.4')));
    expect(await totalsOf('capped-1')).toMatchObject({ views: 2 * VIEWS_PER_PERSON_PER_MINUTE, people: 1, inpSamples: 1 });
  });

  it('signed in, counts as exactly one person whatever page tokens and visitor keys the reports carry, by Bearer or cookie', async () => {
    const owner = await api.login('owner@example.com', 'Restaurant');
    const release = [{ remote: 'deals', version: 'signed-in-1', canary: true }];
    const pages = await Promise.all(
      Array.from({ length: 5 }, (_, i) => pageTokenFor(api, release, { client: `198.51.100.${80 + i}`, visitor: randomUUID() })),
    );
    const responses = await Promise.all(
      pages.map((page, i) =>
        post(
          { page, views: [view('signed-in-1', { errors: 1 })] },
          `198.51.100.${80 + i}`,
          i % 2 ? { authorization: `Bearer ${owner}` } : { cookie: `${SESSION_COOKIE}=${owner}` },
        ),
      ),
    );
    expect(responses.every((response) => response.status === 204)).toBe(true);
    expect(await totalsOf('signed-in-1')).toMatchObject({ views: 5, people: 1, errorPeople: 1 });
  });
});

describe('the versions a remote counts', () => {
  it(`are at most ${VERSIONS_PER_REMOTE_PER_DAY} a day, asked for at once from many networks: made-up versions make no more releases`, async () => {
    const ask = (version: string, i: number) =>
      api.call('POST', '/release-signals/page-token', {
        body: { releases: [{ remote: 'notifications', version, canary: i % 2 === 0 }] },
        headers: { 'x-forwarded-for': `10.9.${Math.floor(i / 200)}.${(i % 200) + 1}` },
      });
    const made = Array.from({ length: 130 }, (_, i) => `made-up-${i}-${randomUUID().slice(0, 8)}`);
    const responses = await Promise.all(made.map((version, i) => ask(version, i)));
    const admitted = made.filter((_, i) => responses[i].status === 200);
    expect(admitted).toHaveLength(VERSIONS_PER_REMOTE_PER_DAY);
    expect(responses.find((response) => response.status === 400)?.body).toEqual({
      message: 'This version is not one the remote counts today',
      field: 'releases',
    });
    // Views under every admitted token: the summary holds at most that many releases, and stays small.
    await Promise.all(
      admitted.map((version, i) =>
        reportAsPage(api, [{ remote: 'notifications', version, canary: true, errors: 0 }], { client: `10.8.0.${i + 1}` }),
      ),
    );
    superToken = await api.login('super@example.com', 'Administrator');
    const summary = await api.call('GET', '/release-signals/summary', { token: superToken, query: { remote: 'notifications' } });
    expect(summary.body.releases.length).toBeLessThanOrEqual(2 * VERSIONS_PER_REMOTE_PER_DAY);
    expect(JSON.stringify(summary.body).length).toBeLessThan(30_000);
    // A known version is still given a token; a day later the remote counts new ones again.
    expect((await ask(admitted[0], 1)).status).toBe(200);
    api.clock.advance(24 * 60 * 60_000 + 1000);
    expect((await ask('a-new-day', 2)).status).toBe(200);
  });
});
