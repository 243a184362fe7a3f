// The environment's manifest as the console's servers build it (a script typed by its .d.mts, no Nx project).
// eslint-disable-next-line @nx/enforce-module-boundaries
import { deploymentManifest } from '../../../../tools/deployment/deployment-manifest.mjs';
import { signInEveryRole, type ConsoleRole } from '../testing/role-tokens';
import { startTestApi, type TestApi } from '../testing/test-api';

const release = (remote: string, version: string) => ({
  version,
  manifestUrl: `/releases/${remote}/${version}/mf-manifest.json`,
  container: `${remote}__v${version.replaceAll('.', '_')}`,
});
const stableOnly = (version: string) => ({ manifestUrl: release('menu', version).manifestUrl, version, stable: release('menu', version) });

/** menu 1.1.0 in a rolling release at 25 %, waiting for approval of 50 %, with figures behind its verdict. */
function waitingMenu() {
  const verdict = {
    at: '2026-12-02T10:30:00.000Z',
    verdict: 'advance',
    reason: '25% for 30 min: no worse than stable; 50% waits for approve',
  };
  return {
    remotes: {
      menu: {
        ...stableOnly('1.0.0'),
        canary: { ...release('menu', '1.1.0'), share: 25 },
        rollout: {
          version: '1.1.0',
          stages: [5, 25, 50, 100],
          stage: 1,
          stageStartedAt: '2026-12-02T10:00:00.000Z',
          startedAt: '2026-12-02T09:00:00.000Z',
          minMinutes: 30,
          minViews: 200,
          approveAt: [50],
          status: 'waiting-approval',
          lastVerdict: { ...verdict, signals: { canary: { views: 900 }, stable: { views: 4000 } } },
        },
      },
    },
  };
}

let api: TestApi;
let tokens: Record<ConsoleRole, string>;
const environment = deploymentManifest({ API_URL: 'http://api.test' });

beforeAll(async () => {
  api = await startTestApi({ environmentManifest: environment });
  tokens = await signInEveryRole(api);
});
afterAll(() => api?.close());

const state = () => api.call('GET', '/release-state', { token: tokens.superAdmin });
const put = (version: number | undefined, body: object) =>
  api.call('PUT', '/release-state', {
    token: tokens.superAdmin,
    body,
    headers: version === undefined ? {} : { 'if-match': `"${version}"` },
  });

describe('the release state: read by super admins, one writer', () => {
  it('is refused to anyone but a super admin', async () => {
    expect((await api.call('GET', '/release-state')).status).toBe(401);
    for (const role of ['admin', 'restaurant'] as const) {
      expect((await api.call('GET', '/release-state', { token: tokens[role] })).status).toBe(403);
      expect((await api.call('GET', '/release-state/history', { token: tokens[role] })).status).toBe(403);
      expect((await api.call('POST', '/release-state/tick', { token: tokens[role], body: {} })).status).toBe(403);
    }
  });

  it('serves /deployment.json to anyone: the environment alone, then the document over it, without the verdict figures', async () => {
    const before = await api.call('GET', '/deployment.json');
    expect(before.status).toBe(200);
    expect(before.headers.get('cache-control')).toBe('no-cache');
    const etag = before.headers.get('etag') ?? '';
    const unchanged = await fetch(`${api.baseUrl}/deployment.json`, { headers: { 'if-none-match': etag } });
    expect([unchanged.status, unchanged.headers.get('cache-control')]).toEqual([304, 'no-cache']);
    const { body: read } = await state();
    if (read.deployment === null) expect(before.body).toEqual(environment);

    const written = await put(read.version, { command: ['rollout', 'menu', '1.1.0'], deployment: waitingMenu() });
    expect(written).toMatchObject({ status: 200, body: { message: 'Release state changed', version: read.version + 1 } });
    expect(written.body.change).toMatchObject({ who: 'super@example.com', command: ['rollout', 'menu', '1.1.0'] });

    const served = (await api.call('GET', '/deployment.json')).body;
    expect(served.apiBaseUrl).toBe('http://api.test');
    expect(served.remotes.deals).toEqual(environment.remotes.deals);
    expect(served.remotes.menu).toMatchObject({ version: '1.0.0', canary: { version: '1.1.0', share: 25 } });
    expect(served.remotes.menu.rollout.lastVerdict).toEqual({
      at: '2026-12-02T10:30:00.000Z',
      verdict: 'advance',
      reason: '25% for 30 min: no worse than stable; 50% waits for approve',
    });
    // The release tool reads the whole document, figures included, with its version as the ETag.
    const again = await state();
    expect(again.headers.get('etag')).toMatch(new RegExp(`^"${read.version + 1}-`));
    expect(again.body.deployment.remotes.menu.rollout.lastVerdict.signals.canary.views).toBe(900);
  });

  it('of two changes made from the same version at once, makes one and answers the other 412 with the state now', async () => {
    const { body: read } = await state();
    const [a, b] = await Promise.all([
      put(read.version, { command: ['stable', 'menu', '1.0.0'], deployment: { remotes: { menu: stableOnly('1.0.0') } } }),
      put(read.version, { command: ['stable', 'menu', '1.2.0'], deployment: { remotes: { menu: stableOnly('1.2.0') } } }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 412]);
    const refused = a.status === 412 ? a : b;
    expect(refused.body).toMatchObject({ currentVersion: read.version + 1, current: { version: read.version + 1 } });
    expect(refused.body.message).toMatch(
      /^This release state was changed by [^(]+ \(super@example\.com\) at \d{4}-\d\d-\d\d \d\d:\d\d UTC, after you opened it\. Nothing was saved\.$/,
    );
    const history = (await api.call('GET', '/release-state/history', { token: tokens.superAdmin })).body.changes;
    expect(history.filter((change: { command: string[] }) => change.command[0] === 'stable')).toHaveLength(1);
  });

  it('refuses a change from an old version, or of a malformed document, writing nothing', async () => {
    const { body: read } = await state();
    const document = { remotes: { menu: stableOnly('1.0.0') } };
    expect(await put(read.version - 1, { command: ['x'], deployment: document })).toMatchObject({ status: 412 });
    const pizza = await put(read.version, { command: ['x'], deployment: { remotes: { pizza: stableOnly('1.0.0') } } });
    expect(pizza).toMatchObject({ status: 400, body: { message: "Unknown remote 'pizza'" } });
    const container = await put(read.version, {
      command: ['x'],
      deployment: { remotes: { menu: { ...stableOnly('1.0.0'), stable: { ...release('menu', '1.0.0'), container: 'menu' } } } },
    });
    expect(container).toMatchObject({ status: 400, body: { message: "menu stable: container 'menu' is not menu__v1_0_0" } });
    expect((await put(read.version, { command: [], deployment: document })).status).toBe(400);
    expect((await state()).body.version).toBe(read.version);
  });
});

describe("approve and abort of a remote's rolling release", () => {
  const post = (path: string, version: number, body?: object) =>
    api.call('POST', path, { token: tokens.superAdmin, headers: { 'if-match': `"${version}"` }, ...(body ? { body } : {}) });

  it('approves a waiting rollout into its next stage, from the version read; a stale one is 412', async () => {
    const { body: read } = await state();
    await put(read.version, { command: ['rollout', 'menu', '1.1.0'], deployment: waitingMenu() });
    expect((await post('/release-state/rolling-releases/menu/approve', read.version)).status).toBe(412);
    const approved = await post('/release-state/rolling-releases/menu/approve', read.version + 1);
    expect(approved).toMatchObject({
      status: 200,
      body: { message: 'menu 1.1.0 goes on to 50 %', change: { command: ['approve', 'menu'] } },
    });
    const menu = (await state()).body.deployment.remotes.menu;
    expect(menu).toMatchObject({ canary: { share: 50 }, rollout: { stage: 2, status: 'running' } });
    const again = await post('/release-state/rolling-releases/menu/approve', approved.body.version);
    expect(again).toMatchObject({ status: 400, body: { message: 'menu 1.1.0 is not waiting for approval (running at 3/4 (50%))' } });
  });

  it('aborts a rollout with its reason (or who stopped it), everyone on stable, and it is an event of the trail', async () => {
    const { body: read } = await state();
    await put(read.version, { command: ['rollout', 'menu', '1.1.0'], deployment: waitingMenu() });
    const aborted = await post('/release-state/rolling-releases/menu/abort', read.version + 1, {});
    expect(aborted).toMatchObject({
      status: 200,
      body: {
        message: 'menu 1.1.0 stopped: everyone gets the stable release 1.0.0',
        change: { command: ['abort', 'menu', '--reason', 'aborted by super@example.com'] },
      },
    });
    const menu = (await state()).body.deployment.remotes.menu;
    expect(menu.canary).toBeUndefined();
    expect(menu.rollout).toMatchObject({ status: 'aborted', lastVerdict: { verdict: 'abort', reason: 'aborted by super@example.com' } });
    const none = await post('/release-state/rolling-releases/menu/abort', aborted.body.version, { reason: 'again' });
    expect(none).toMatchObject({ status: 400, body: { message: 'menu has no rolling release in progress (npm run release -- status)' } });

    const events = await api.call('GET', '/admin/activity/get-events', {
      token: tokens.superAdmin,
      query: { action: 'abortRollingRelease' },
    });
    expect(events.status).toBe(200);
    expect(events.body.events[0]).toMatchObject({ action: 'abortRollingRelease' });
    expect(JSON.stringify(events.body.events[0])).toContain('abort menu --reason aborted by super@example.com');
  });
});

describe('automation: a service token with release:write, no password', () => {
  it('reads and changes the releases, recorded under its name; revoked, it is refused', async () => {
    const made = await api.call('POST', '/service-tokens', {
      token: tokens.superAdmin,
      body: { name: 'Release pipeline', permission: 'release:write' },
    });
    expect(made.status).toBe(201);
    const token = made.body.secret as string;
    const { body: read } = await api.call('GET', '/release-state', { token });
    const changed = await api.call('PUT', '/release-state', {
      token,
      headers: { 'if-match': `"${read.version}"` },
      body: { command: ['stable', 'menu', '1.0.0'], deployment: { remotes: { menu: stableOnly('1.0.0') } } },
    });
    expect(changed).toMatchObject({ status: 200, body: { change: { who: 'service token Release pipeline' } } });
    expect((await api.call('POST', '/release-state/tick', { token, body: {} })).status).toBe(200);
    // Only the operations of its permission: no other call of the console.
    expect((await api.call('GET', '/admin/activity/get-events', { token })).status).toBe(403);

    const { serviceTokenId, version } = made.body.serviceToken;
    await api.call('POST', `/service-tokens/${serviceTokenId}/revoke`, {
      token: tokens.superAdmin,
      headers: { 'If-Match': `"${version}"` },
    });
    expect((await api.call('GET', '/release-state', { token })).status).toBe(401);
  });
});
