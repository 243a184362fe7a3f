// Release signals are counted per person, so one client posting views cannot stand for many people: the
// release tool's verdict needs views from a minimum number of people (`totals.people`), and a rate of
// error views or failed loads is worse only if the people who had one (`errorPeople`,
// `failedLoadPeople`) are worse too. Same rules as the remote load reports
// (remote-loads/report-reporters.ts): a network counts a few visitor keys.
import { randomUUID } from 'node:crypto';
import { VISITORS_PER_NETWORK } from '../remote-loads/report-reporters';
import { startTestApi, type TestApi } from '../testing/test-api';
import { VIEWS_PER_PERSON_PER_MINUTE } from './release-signal-actions';
import { reportAsPage } from '../testing/signal-test-pages';

let proxied: TestApi; // behind a proxy on 127.0.0.1 (API_TRUST_PROXY=127.0.0.1)
let direct: TestApi; // no proxy trusted: X-Forwarded-For is only text
let tokens: Map<TestApi, string>;

beforeAll(async () => {
  [proxied, direct] = await Promise.all([startTestApi({ trustProxy: ['127.0.0.1'] }), startTestApi()]);
  tokens = new Map(
    await Promise.all([proxied, direct].map(async (api) => [api, await api.login('super@example.com', 'Administrator')] as const)),
  );
});
afterAll(() => Promise.all([proxied?.close(), direct?.close()]));

type View = { remote: string; version: string; canary: boolean; errors: number; failedLoad?: boolean; crashed?: boolean };
const views = (version: string) => [{ remote: 'menu', version, canary: true, errors: 1 }];
const send = (api: TestApi, version: string, client: string, visitor?: string, sent: View[] = views(version)) =>
  reportAsPage(api, sent, { client, visitor });

interface Totals {
  views: number;
  errorViews: number;
  failedLoads: number;
  people: number;
  errorPeople: number;
  failedLoadPeople: number;
}
async function totalsOf(api: TestApi, version: string): Promise<Totals | undefined> {
  const response = await api.call('GET', '/release-signals/summary', { token: tokens.get(api), query: { remote: 'menu' } });
  return (response.body.releases as Array<{ version: string; totals: Totals }>).find((release) => release.version === version)?.totals;
}

describe('release signals are counted per person', () => {
  it('counts one client sending views with a fresh visitor key each time as a handful of people', async () => {
    const responses = await Promise.all(Array.from({ length: 30 }, () => send(proxied, 'flood-1', '203.0.113.10', randomUUID())));

    expect(responses.every((response) => response.status === 204)).toBe(true);
    // The network's first visitor keys, then every other key as the network itself.
    expect(await totalsOf(proxied, 'flood-1')).toMatchObject({ views: 30, errorViews: 30, people: VISITORS_PER_NETWORK + 1 });
  });

  it('counts people each with their own address and key once, however many views each sends', async () => {
    const people = Array.from({ length: 20 }, (_, i) => ({ client: `198.51.100.${i + 1}`, visitor: randomUUID() }));
    await Promise.all(people.flatMap(({ client, visitor }) => [1, 2, 3].map(() => send(proxied, 'people-1', client, visitor))));

    expect(await totalsOf(proxied, 'people-1')).toMatchObject({ views: 60, people: 20 });
  });

  it('counts a person once over the window, across the minutes of their views', async () => {
    const visitor = randomUUID();
    for (let minute = 0; minute < 3; minute++) {
      expect((await send(proxied, 'minutes-1', '198.51.100.200', visitor)).status).toBe(204);
      proxied.clock.advance(60_000);
    }

    expect(await totalsOf(proxied, 'minutes-1')).toMatchObject({ views: 3, people: 1 });
  });

  it('counts a client without a visitor key as its network', async () => {
    await Promise.all(
      ['203.0.113.60', '203.0.113.61'].flatMap((client) => Array.from({ length: 5 }, () => send(proxied, 'no-key-1', client))),
    );

    expect(await totalsOf(proxied, 'no-key-1')).toMatchObject({ views: 10, people: 2 });
  });

  it('without a trusted proxy, forged X-Forwarded-For addresses are one client', async () => {
    await Promise.all(Array.from({ length: 30 }, (_, i) => send(direct, 'forged-1', `198.51.100.${i + 1}`, randomUUID())));

    expect(await totalsOf(direct, 'forged-1')).toMatchObject({ views: 30, people: VISITORS_PER_NETWORK + 1 });
  });

  it('counts one client flooding failing views under fresh visitor keys as a handful of people with errors, beside 20 real people', async () => {
    // One minute for every report: a person's cap is a minute's, and a slow machine must not cross into the next.
    proxied.clock.freeze();
    const failing = { remote: 'menu', version: 'flood-2', canary: true, errors: 5 };
    const failedLoad = { remote: 'menu', version: 'flood-2', canary: true, errors: 0, failedLoad: true };
    const people = Array.from({ length: 20 }, (_, i) => ({ client: `198.51.100.${100 + i}`, visitor: randomUUID() }));
    const healthy: View[] = [{ remote: 'menu', version: 'flood-2', canary: true, errors: 0 }];
    await Promise.all(people.map(({ client, visitor }) => send(proxied, 'flood-2', client, visitor, [...healthy, ...healthy])));

    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        send(proxied, 'flood-2', '203.0.113.20', randomUUID(), i % 2 ? Array(20).fill(failing) : Array(20).fill(failedLoad)),
      ),
    );

    expect(responses.every((response) => response.status === 204)).toBe(true);
    const totals = await totalsOf(proxied, 'flood-2');
    // 600 failing views sent, but the flooding network is 4 people, each with at most 30 views a minute:
    // its 3 visitor keys' one report each (60) and the network's 30; and only those 4 had one.
    expect(totals).toMatchObject({ views: 40 + 3 * 20 + VIEWS_PER_PERSON_PER_MINUTE, people: 20 + VISITORS_PER_NETWORK + 1 });
    expect((totals?.errorViews ?? 0) + (totals?.failedLoads ?? 0)).toBe(3 * 20 + VIEWS_PER_PERSON_PER_MINUTE);
    expect(totals?.errorPeople).toBeLessThanOrEqual(VISITORS_PER_NETWORK + 1);
    expect(totals?.failedLoadPeople).toBeLessThanOrEqual(VISITORS_PER_NETWORK + 1);
    expect((totals?.errorPeople ?? 0) + (totals?.failedLoadPeople ?? 0)).toBeGreaterThanOrEqual(VISITORS_PER_NETWORK + 1);
  });

  it('counts a person with errors once, whether the error came first or after clean views, in one minute or across minutes', async () => {
    const clean: View = { remote: 'menu', version: 'marks-1', canary: false, errors: 0 };
    const erring: View = { ...clean, errors: 2 };
    const crashed: View = { ...clean, crashed: true };
    const failed: View = { ...clean, failedLoad: true };
    // Clean, then an error: the person's row gets its mark after the fact.
    const later = randomUUID();
    await send(proxied, 'marks-1', '198.51.100.150', later, [clean]);
    await send(proxied, 'marks-1', '198.51.100.150', later, [erring]);
    // An error, then clean views and the next minutes: the mark stays, the person is counted once.
    const earlier = randomUUID();
    await send(proxied, 'marks-1', '198.51.100.151', earlier, [erring, failed]);
    proxied.clock.advance(60_000);
    await send(proxied, 'marks-1', '198.51.100.151', earlier, [clean]);
    await send(proxied, 'marks-1', '198.51.100.151', earlier, [failed]);
    // A crash without errors is an error view.
    await send(proxied, 'marks-1', '198.51.100.152', randomUUID(), [crashed]);
    await send(proxied, 'marks-1', '198.51.100.153', randomUUID(), [clean, clean]);

    expect(await totalsOf(proxied, 'marks-1')).toMatchObject({
      views: 9,
      errorViews: 3,
      failedLoads: 2,
      people: 4,
      errorPeople: 3,
      failedLoadPeople: 1,
    });
  });
});
