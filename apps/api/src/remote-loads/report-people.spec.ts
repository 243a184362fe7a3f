// Remote load reports are counted per person, so one client posting fake failures cannot make a canary
// look failing (the release check judges on `people` and `failingPeople`), and the report rate limit
// keys on the client the trusted proxy names, never on an X-Forwarded-For anyone can write.
import { randomUUID } from 'node:crypto';
import { signInEveryRole, type ConsoleRole } from '../testing/role-tokens';
import { startTestApi, type CallOptions, type TestApi } from '../testing/test-api';
import { networkOf } from '../http/client-network';
import { VISITORS_PER_NETWORK } from './report-reporters';

let proxied: TestApi; // behind a proxy on 127.0.0.1 (API_TRUST_PROXY=127.0.0.1)
let direct: TestApi; // no proxy trusted: X-Forwarded-For is only text
let tokens: Record<ConsoleRole, string>;

// Reports a client may send a minute here (REMOTE_LOAD_REPORTS_PER_MINUTE): a third of the default, so
// the bursts that overflow one client's bucket are short. Every test below but those bursts stays under it.
const PER_MINUTE = 40;

beforeAll(async () => {
  [proxied, direct] = await Promise.all([
    startTestApi({ trustProxy: ['127.0.0.1'], remoteLoadReportsPerMinute: PER_MINUTE }),
    startTestApi({ remoteLoadReportsPerMinute: PER_MINUTE }),
  ]);
  tokens = await signInEveryRole(proxied);
});
afterAll(() => Promise.all([proxied?.close(), direct?.close()]));

const failure = (version: string, extra: Record<string, unknown> = {}) => ({
  remote: 'menu',
  version,
  canary: true,
  outcome: 'failed',
  stage: 'entry',
  error: 'Loading script failed',
  ...extra,
});
const loaded = (version: string, extra: Record<string, unknown> = {}) => ({
  remote: 'menu',
  version,
  canary: true,
  outcome: 'loaded',
  ...extra,
});
const from = (address: string, options: CallOptions = {}): CallOptions => ({
  ...options,
  headers: { ...options.headers, 'x-forwarded-for': address },
});
const send = (api: TestApi, body: object, options: CallOptions = {}) => api.call('POST', '/remote-loads/report', { ...options, body });

async function summaryOf(api: TestApi, version: string) {
  const token = api === proxied ? tokens.superAdmin : await api.login('super@example.com', 'Administrator');
  const response = await api.call('GET', '/remote-loads/summary', { token });
  return (response.body.remotes as Array<{ version: string }>).find((row) => row.version === version);
}

describe('failures are counted per person', () => {
  it('counts one client flooding failures with a fresh visitor key each time as a handful of people', async () => {
    const version = 'flood-1.0.0';
    const responses = await Promise.all(
      Array.from({ length: 30 }, () => send(proxied, failure(version, { visitor: randomUUID() }), from('203.0.113.10'))),
    );

    expect(responses.every((response) => response.status === 202)).toBe(true);
    // The network's first visitor keys, then every other key as the network itself.
    expect(await summaryOf(proxied, version)).toMatchObject({
      failures: 30,
      people: VISITORS_PER_NETWORK + 1,
      failingPeople: VISITORS_PER_NETWORK + 1,
    });
  });

  it('counts a signed-in user once, whatever visitor keys and however many reports come with the token', async () => {
    const version = 'users-1.0.0';
    await Promise.all(
      (['superAdmin', 'admin', 'restaurant'] as const).flatMap((role) =>
        Array.from({ length: 10 }, () =>
          send(proxied, failure(version, { visitor: randomUUID() }), from('203.0.113.20', { token: tokens[role] })),
        ),
      ),
    );

    expect(await summaryOf(proxied, version)).toMatchObject({ failures: 30, people: 3, failingPeople: 3 });
  });

  it('counts failures from enough distinct people, each with their own address and visitor key', async () => {
    const version = 'people-1.0.0';
    const people = Array.from({ length: 30 }, (_, i) => ({ address: `198.51.100.${i + 1}`, visitor: randomUUID() }));
    await Promise.all(
      people.flatMap(({ address, visitor }, i) => [
        send(proxied, loaded(version, { visitor }), from(address)),
        // A third of them fail, each twice (a reload): still one failing person each.
        ...(i % 3 === 0 ? [1, 2].map(() => send(proxied, failure(version, { visitor }), from(address))) : []),
      ]),
    );

    // 30 loads and 20 failures before mounting: 50 attempts, by 30 people.
    expect(await summaryOf(proxied, version)).toMatchObject({ loads: 50, failures: 20, people: 30, failingPeople: 10 });
  });

  it('keeps counting a visitor key the network already counts, and the rest of the network as one', async () => {
    const version = 'known-1.0.0';
    const keys = Array.from({ length: VISITORS_PER_NETWORK + 2 }, () => randomUUID());
    for (const visitor of keys) await send(proxied, loaded(version, { visitor }), from('203.0.113.30'));
    await Promise.all(keys.map((visitor) => send(proxied, failure(version, { visitor }), from('203.0.113.30'))));

    expect(await summaryOf(proxied, version)).toMatchObject({ people: VISITORS_PER_NETWORK + 1, failingPeople: VISITORS_PER_NETWORK + 1 });
  });

  it('reads an expired or forged token as no token: the report is taken and counted by its visitor key', async () => {
    const version = 'token-1.0.0';
    const responses = await Promise.all([
      send(proxied, failure(version, { visitor: randomUUID() }), from('203.0.113.40', { token: 'not-a-token' })),
      send(proxied, failure(version, { visitor: randomUUID() }), from('203.0.113.41', { token: `${tokens.admin}x` })),
    ]);

    expect(responses.map((response) => response.status)).toEqual([202, 202]);
    expect(await summaryOf(proxied, version)).toMatchObject({ people: 2, failingPeople: 2 });
  });

  it('without a trusted proxy, forged X-Forwarded-For addresses are one client', async () => {
    const version = 'forged-1.0.0';
    await Promise.all(
      Array.from({ length: 30 }, (_, i) => send(direct, failure(version, { visitor: randomUUID() }), from(`198.51.100.${i + 1}`))),
    );

    expect(await summaryOf(direct, version)).toMatchObject({ failures: 30, failingPeople: VISITORS_PER_NETWORK + 1 });
  });
});

describe('the report rate limit behind a proxy', () => {
  const burst = (api: TestApi, addresses: (i: number) => string, count: number) =>
    Promise.all(Array.from({ length: count }, (_, i) => send(api, loaded('limit-1.0.0'), from(addresses(i)))));
  const statuses = (responses: Array<{ status: number }>) => responses.map((response) => response.status).sort();

  // PER_MINUTE (40) a minute per client, refilled at two thirds of one a second while a burst is served:
  // a burst of 80 from one client loses about 40; 80 fresh buckets would lose none.
  const refused = (responses: Array<{ status: number }>) => statuses(responses).filter((status) => status === 429).length;

  beforeAll(() => {
    // A minute after the reports above: every bucket is full again.
    for (const api of [proxied, direct]) api.clock.advance(60_000);
  });

  it('with API_TRUST_PROXY, keys on the client the proxy forwards: one bucket, whatever it writes before', async () => {
    const [client, other] = await Promise.all([
      burst(proxied, (i) => `192.0.2.${(i % 250) + 1}, 203.0.113.50`, 80),
      burst(proxied, () => '203.0.113.51', 10),
    ]);

    expect(refused(client)).toBeGreaterThanOrEqual(30);
    expect(client.find((response) => response.status === 429)?.body).toEqual({
      message: 'Too many load reports, please try again in a minute',
    });
    // The proxy's other clients keep their own buckets.
    expect(statuses(other)).toEqual(Array(10).fill(202));
  });

  it('without it, keys on the socket address: forged X-Forwarded-For addresses get no fresh buckets', async () => {
    const forged = await burst(direct, (i) => `192.0.2.${(i % 250) + 1}`, 80);

    expect(refused(forged)).toBeGreaterThanOrEqual(30);
  });
});

describe('networkOf', () => {
  it('keeps an IPv4 address, and groups IPv6 addresses by their /64', () => {
    expect(networkOf('203.0.113.7')).toBe('203.0.113.7');
    expect(networkOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(networkOf('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(networkOf('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(networkOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(networkOf('::1')).toBe('0:0:0:0::/64');
  });
});
