// tick against the real reference API: page views posted to POST /release-signals as the shell's beacon
// sends them (text/plain JSON, no token, a visitor key), each person from an address of its own behind a
// trusted proxy, then `tick` reads GET /release-signals/summary as the demo super admin and steps the
// rollout. The summary's own sums are tested in apps/api/src/release-signals.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@console/demo-accounts';
import { setStable } from './commands.mjs';
import { compareReleases } from './release-comparison.mjs';
import { readDeployment } from './deployment-file.mjs';
import { readHistory } from './history.mjs';
import { startRollout } from './rollout.mjs';
import { runTick, tickOptions } from './tick-command.mjs';
import { fakeRelease, tempConfig, workspaceRoot, type ReleaseConfig } from './test-support';

/** The reference API in a process of its own (its start-up helper is an ES module), believing X-Forwarded-For from loopback. */
function startApiInChild(): Promise<{ child: ChildProcess; url: string }> {
  const script = `
    const { startReferenceApi } = await import(process.argv[1]);
    const api = await startReferenceApi({ env: { ...process.env, API_TRUST_PROXY: 'loopback' }, timeoutMs: 150000 });
    process.on('SIGTERM', () => api.stop().then(() => process.exit(0)));
    console.log('API ' + api.url);`;
  const child = spawn(
    process.execPath,
    ['--input-type=module', '-e', script, path.join(workspaceRoot, 'tools/testing/reference-api.mjs')],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    let printed = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      printed += chunk.toString();
      const url = /^API (\S+)$/m.exec(printed)?.[1];
      if (url) resolve({ child, url });
    });
    child.once('exit', (code) => reject(new Error(`the reference API's process exited (${code})`)));
  });
}

interface View {
  remote: string;
  version: string;
  canary: boolean;
  errors: number;
  inp?: number;
  lcp?: number;
}

describe('tick against the reference API', () => {
  let api: { child: ChildProcess; url: string };
  let config: ReleaseConfig;
  let printed: string[];

  beforeAll(async () => {
    api = await startApiInChild();
  }, 180_000);
  afterAll(async () => {
    if (!api) return;
    const exited = new Promise((resolve) => api.child.once('exit', resolve));
    api.child.kill('SIGTERM');
    await exited;
  });

  beforeEach(() => {
    printed = [];
    config = tempConfig();
  });

  /** One person's beacon: their own address (behind the trusted proxy) and visitor key. */
  async function report(address: string, visitor: string, views: View[]) {
    const response = await fetch(`${api.url}/release-signals`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'x-forwarded-for': address },
      body: JSON.stringify({ visitor, views }),
    });
    expect({ status: response.status, body: await response.text() }).toEqual({ status: 204, body: '' });
  }

  /** `people` people, each from their own address, each sending two views of the release. */
  async function views(prefix: string, people: number, view: Omit<View, 'remote'> & { remote: string }) {
    for (let person = 0; person < people; person++) {
      await report(
        `10.${prefix}.${Math.floor(person / 250)}.${(person % 250) + 1}`,
        `${view.remote}-${view.version.replaceAll('.', '_')}-${person}`,
        [view, view],
      );
    }
  }

  function rollOut(remote: string) {
    fakeRelease(config, remote, '1.0.0');
    fakeRelease(config, remote, '1.1.0');
    setStable(config, remote, '1.0.0');
    // No minimum time: the views posted next decide at the first tick.
    startRollout(config, remote, '1.1.0', { stages: [5, 25, 50, 100], minMinutes: 0, minViews: 40 });
  }

  const tickAsSuperAdmin = () =>
    runTick(
      config,
      { ...tickOptions([], {}), apiUrl: api.url, email: DEMO_ACCOUNTS.superAdmin.emailAddress, password: DEMO_PASSWORD },
      { log: (line: string) => printed.push(line) },
    );

  it('aborts a canary whose views err for many people: the canary dropped, everyone on stable, why in the history', async () => {
    rollOut('menu');
    await views('1', 25, { remote: 'menu', version: '1.0.0', canary: false, errors: 0, inp: 120, lcp: 1500 });
    await views('2', 25, { remote: 'menu', version: '1.1.0', canary: true, errors: 1, inp: 120, lcp: 1500 });

    const [result] = await tickAsSuperAdmin();
    expect(result).toMatchObject({ remote: 'menu', action: 'abort', applied: true });
    const menu = readDeployment(config).remotes.menu;
    expect(menu.canary).toBeUndefined();
    expect(menu).toMatchObject({ version: '1.0.0', rollout: { status: 'aborted', lastVerdict: { verdict: 'abort' } } });
    expect(menu.rollout.lastVerdict.reason).toMatch(/^5% for [01] min: worse than stable: error views 100\.00% vs 0\.00%/);
    expect(menu.rollout.lastVerdict.signals.canary).toMatchObject({ views: 50, errorViews: 50, people: 25 });
    expect(menu.rollout.lastVerdict.signals.stable).toMatchObject({ views: 50, errorViews: 0, people: 25 });
    expect(readHistory(config).at(-1)?.command.slice(0, 3)).toEqual(['tick', 'menu', 'abort']);
    expect(printed.join('\n')).toMatch(/^menu 1\.1\.0 at 1\/4 \(5%\): abort \(/m);
  }, 60_000);

  it('advances a canary as healthy and as fast as stable to the next stage', async () => {
    expect(await tickAsSuperAdmin()).toEqual([]);
    expect(printed).toEqual(['No rolling release in progress.']);
    rollOut('deals');
    await views('3', 25, { remote: 'deals', version: '1.0.0', canary: false, errors: 0, inp: 120, lcp: 1500 });
    await views('4', 25, { remote: 'deals', version: '1.1.0', canary: true, errors: 0, inp: 120, lcp: 1500 });

    const [result] = await tickAsSuperAdmin();
    expect(result).toMatchObject({ remote: 'deals', action: 'advance', verdict: 'advance', applied: true });
    expect(readDeployment(config).remotes.deals).toMatchObject({
      canary: { version: '1.1.0', share: 25 },
      rollout: { stage: 1, status: 'running' },
    });
    expect(result.reason).toMatch(/no worse than stable: error views 0\.00% vs 0\.00% .*INP p75 12\d vs 12\d ms/);
  }, 60_000);

  it('keeps a canary that one client floods with failing views under many visitor keys: a few people, no verdict', async () => {
    rollOut('notifications');
    await views('5', 25, { remote: 'notifications', version: '1.0.0', canary: false, errors: 0 });
    await views('6', 10, { remote: 'notifications', version: '1.1.0', canary: true, errors: 0 });
    const flood = { remote: 'notifications', version: '1.1.0', canary: true, errors: 5 };
    for (let key = 0; key < 30; key++) await report('10.7.0.1', `flood-${key}`, Array(20).fill(flood));

    const [result] = await tickAsSuperAdmin();
    expect(result).toMatchObject({ action: 'wait', verdict: 'too little data', applied: true });
    expect(result.reason).toMatch(/canary has 1[0-4] of 20 people/);
    expect(result.signals.canary).toMatchObject({ views: 620, errorViews: 600 });
    expect(readDeployment(config).remotes.notifications).toMatchObject({
      canary: { version: '1.1.0', share: 5 },
      rollout: { status: 'running' },
    });
  }, 60_000);

  it('advances a canary that 25 healthy people use while one client floods failing views: its errors are a few people', async () => {
    rollOut('admin');
    await views('8', 25, { remote: 'admin', version: '1.0.0', canary: false, errors: 0 });
    await views('9', 25, { remote: 'admin', version: '1.1.0', canary: true, errors: 0 });
    const flood = { remote: 'admin', version: '1.1.0', canary: true, errors: 5 };
    for (let key = 0; key < 30; key++) await report('10.10.0.1', `flood-${key}`, Array(20).fill(flood));

    const [result] = await tickAsSuperAdmin();
    // 600 of 650 views erred, but 4 of 29 people (the flooding network's few), under the 5 it takes.
    expect(result.signals.canary).toMatchObject({ views: 650, errorViews: 600, people: 29, errorPeople: 4, failedLoadPeople: 0 });
    expect(result.signals.stable).toMatchObject({ views: 50, errorViews: 0, people: 25, errorPeople: 0, failedLoadPeople: 0 });
    expect(result).toMatchObject({ remote: 'admin', action: 'advance', verdict: 'advance', applied: true });
    expect(result.reason).toMatch(/no worse than stable: error views 92\.31% vs 0\.00% \(p=[^)]+\), people 4 of 29 vs 0 of 25/);
    expect(readDeployment(config).remotes.admin).toMatchObject({
      canary: { version: '1.1.0', share: 25 },
      rollout: { stage: 1, status: 'running' },
    });
    // The same views without the people behind the errors would have aborted it.
    const byViewsOnly = { ...result.signals.canary, errorPeople: undefined, failedLoadPeople: undefined };
    expect(compareReleases(byViewsOnly, result.signals.stable, { minViews: 40 }).decision).toBe('worse');
  }, 60_000);

  it('says why it cannot tick: an administrator who is not the super admin is refused the summary', async () => {
    rollOut('restaurant');
    const asAdmin = { ...tickOptions([], {}), apiUrl: api.url, email: DEMO_ACCOUNTS.admin.emailAddress, password: DEMO_PASSWORD };
    await expect(runTick(config, asAdmin, { log: () => undefined })).rejects.toThrow(`Reading ${api.url}/release-signals/summary: 403 `);
    expect(readDeployment(config).remotes.restaurant.rollout).toMatchObject({ status: 'running', stage: 0 });
    await expect(runTick(config, { ...asAdmin, email: undefined }, { log: () => undefined })).rejects.toThrow(
      'tick needs a super admin token: --token, RELEASE_API_TOKEN, or RELEASE_API_EMAIL and RELEASE_API_PASSWORD',
    );
  }, 60_000);
});
