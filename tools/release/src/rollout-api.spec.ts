// The release commands and tick against the real reference API: the deployment document in its database
// (changed through GET/PUT /release-state as the demo super admin), page views posted to POST
// /release-signals as the shell's beacon sends them (text/plain JSON under the page token asked for with a
// visitor key), each person from an address of its own behind a trusted proxy, then `tick` asks the API to
// step the rollout on those signals. The summary's own sums are tested in apps/api/src/release-signals.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@console/demo-accounts';
import { setStable } from './commands.mjs';
import { compareReleases } from './release-comparison.mjs';
import { readDeployment, readHistory } from './commands.mjs';
import { startRollout } from './rollout.mjs';
import { releaseCommand, runReleaseChild } from './release-child.mjs';
import { apiReleaseStore } from './release-store.mjs';
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

  const superAdmin = () => ({ apiUrl: api.url, email: DEMO_ACCOUNTS.superAdmin.emailAddress, password: DEMO_PASSWORD });

  beforeEach(async () => {
    printed = [];
    // Each test on releases of its own: the API's document emptied (a change like any other).
    config = { ...tempConfig(), store: apiReleaseStore(superAdmin()) };
    const { version } = await config.store.read();
    await config.store.write({ version, command: ['reset-for-test'], document: null });
  });
  const signalsOf = async (remote: string) => (await readDeployment(config)).remotes[remote].rollout.lastVerdict.signals;

  /** One page of a person: its page token (asked with their visitor key), then its beacon, from their own address. */
  async function report(address: string, visitor: string, views: View[], headers: Record<string, string> = {}) {
    const releases = [
      ...new Map(views.map(({ remote, version, canary }) => [`${remote} ${version} ${canary}`, { remote, version, canary }])).values(),
    ];
    const asked = await fetch(`${api.url}/release-signals/page-token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ visitor, releases }),
    });
    expect(asked.status).toBe(200);
    const { token: page } = (await asked.json()) as { token: string };
    const response = await fetch(`${api.url}/release-signals`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'x-forwarded-for': address, ...headers },
      body: JSON.stringify({ page, views }),
    });
    expect({ status: response.status, body: await response.text() }).toEqual({ status: 204, body: '' });
  }

  /** `people` people, each from their own address, each sending two views of the release. */
  async function views(prefix: string, people: number, view: Omit<View, 'remote'> & { remote: string }) {
    for (let person = 0; person < people; person++) {
      await report(
        `10.${prefix}.${Math.floor(person / 250)}.${(person % 250) + 1}`,
        `${view.remote}-${view.version.replaceAll('.', '_')}-${prefix}-${person}`,
        [view, view],
      );
    }
  }

  async function rollOut(remote: string) {
    fakeRelease(config, remote, '1.0.0');
    fakeRelease(config, remote, '1.1.0');
    await setStable(config, remote, '1.0.0');
    // No minimum time: the views posted next decide at the first tick.
    await startRollout(config, remote, '1.1.0', { stages: [5, 25, 50, 100], minMinutes: 0, minViews: 40 });
  }

  const tickAsSuperAdmin = () => runTick({ ...tickOptions([], {}), ...superAdmin() }, { log: (line: string) => printed.push(line) });

  it('aborts a canary whose views err for many people: the canary dropped, everyone on stable, why in the history', async () => {
    await rollOut('menu');
    await views('1', 25, { remote: 'menu', version: '1.0.0', canary: false, errors: 0, inp: 120, lcp: 1500 });
    await views('2', 25, { remote: 'menu', version: '1.1.0', canary: true, errors: 1, inp: 120, lcp: 1500 });

    const [result] = await tickAsSuperAdmin();
    expect(result).toMatchObject({ remote: 'menu', action: 'abort', applied: true });
    const menu = (await readDeployment(config)).remotes.menu;
    expect(menu.canary).toBeUndefined();
    expect(menu).toMatchObject({ version: '1.0.0', rollout: { status: 'aborted', lastVerdict: { verdict: 'abort' } } });
    expect(menu.rollout.lastVerdict.reason).toMatch(/^5% for [01] min: worse than stable: error views 100\.00% vs 0\.00%/);
    expect(menu.rollout.lastVerdict.signals.canary).toMatchObject({ views: 50, errorViews: 50, people: 25 });
    expect(menu.rollout.lastVerdict.signals.stable).toMatchObject({ views: 50, errorViews: 0, people: 25 });
    expect((await readHistory(config)).at(-1)?.command.slice(0, 3)).toEqual(['tick', 'menu', 'abort']);
    expect(printed.join('\n')).toMatch(/^menu: abort \(5% for [01] min: worse than stable/m);
  }, 60_000);

  it('advances a canary as healthy and as fast as stable to the next stage', async () => {
    expect(await tickAsSuperAdmin()).toEqual([]);
    expect(printed).toEqual(['No rolling release in progress.']);
    await rollOut('deals');
    // 55 people each: a p75 is judged on 50 people's values at least, besides one client's 5.
    await views('3', 55, { remote: 'deals', version: '1.0.0', canary: false, errors: 0, inp: 120, lcp: 1500 });
    await views('4', 55, { remote: 'deals', version: '1.1.0', canary: true, errors: 0, inp: 120, lcp: 1500 });
    // One person's 80 slow views (one client, one visitor key): one slow person of 56, not a slow canary.
    const slow = { remote: 'deals', version: '1.1.0', canary: true, errors: 0, inp: 4000, lcp: 1500 };
    for (let batch = 0; batch < 4; batch++) await report('10.4.9.1', 'one-slow-person', Array(20).fill(slow));

    const [result] = await tickAsSuperAdmin();
    expect(result).toMatchObject({ remote: 'deals', action: 'advance', verdict: 'advance', applied: true });
    expect((await readDeployment(config)).remotes.deals).toMatchObject({
      canary: { version: '1.1.0', share: 25 },
      rollout: { stage: 1, status: 'running' },
    });
    expect(result.reason).toMatch(/no worse than stable: error views 0\.00% vs 0\.00% .*INP p75 12\d vs 12\d ms/);
    expect((await signalsOf('deals')).canary).toMatchObject({ people: 56, inpSamples: 56 });
  }, 60_000);

  it('keeps a canary that one client floods with failing views under many visitor keys: a few people, no verdict', async () => {
    await rollOut('notifications');
    await views('5', 25, { remote: 'notifications', version: '1.0.0', canary: false, errors: 0 });
    await views('6', 10, { remote: 'notifications', version: '1.1.0', canary: true, errors: 0 });
    const flood = { remote: 'notifications', version: '1.1.0', canary: true, errors: 5 };
    for (let key = 0; key < 30; key++) await report('10.7.0.1', `flood-${key}`, Array(20).fill(flood));

    const [result] = await tickAsSuperAdmin();
    expect(result).toMatchObject({ action: 'wait', verdict: 'too little data', applied: true });
    expect(result.reason).toMatch(/canary has 1[0-4] of 20 people/);
    // The flooding network is 4 people of at most 30 views a minute each: 3 keys' 20 views, the network's 30.
    expect((await signalsOf('notifications')).canary).toMatchObject({ views: 20 + 90, errorViews: 90 });
    expect((await readDeployment(config)).remotes.notifications).toMatchObject({
      canary: { version: '1.1.0', share: 5 },
      rollout: { status: 'running' },
    });
  }, 60_000);

  it('advances a canary that 25 healthy people use while one client floods failing views: its errors are a few people', async () => {
    await rollOut('admin');
    await views('8', 25, { remote: 'admin', version: '1.0.0', canary: false, errors: 0 });
    await views('9', 25, { remote: 'admin', version: '1.1.0', canary: true, errors: 0 });
    const flood = { remote: 'admin', version: '1.1.0', canary: true, errors: 5 };
    for (let key = 0; key < 30; key++) await report('10.10.0.1', `admin-flood-${key}`, Array(20).fill(flood));

    const [result] = await tickAsSuperAdmin();
    // 90 of 140 views erred (600 sent; each of the flooding network's 4 people has at most 30 a minute), but
    // 4 of 29 people, under the 5 it takes.
    const signals = await signalsOf('admin');
    expect(signals.canary).toMatchObject({ views: 140, errorViews: 90, people: 29, errorPeople: 4, failedLoadPeople: 0 });
    expect(signals.stable).toMatchObject({ views: 50, errorViews: 0, people: 25, errorPeople: 0, failedLoadPeople: 0 });
    expect(result).toMatchObject({ remote: 'admin', action: 'advance', verdict: 'advance', applied: true });
    expect(result.reason).toMatch(/no worse than stable: error views 64\.29% vs 0\.00% \(p=[^)]+\), people 4 of 29 vs 0 of 25/);
    expect((await readDeployment(config)).remotes.admin).toMatchObject({
      canary: { version: '1.1.0', share: 25 },
      rollout: { stage: 1, status: 'running' },
    });
    // The same views without the people behind the errors would have aborted it.
    const byViewsOnly = { ...signals.canary, errorPeople: undefined, failedLoadPeople: undefined };
    expect(compareReleases(byViewsOnly, signals.stable, { minViews: 40 }).decision).toBe('worse');
  }, 60_000);

  it('aborts a canary that errs for many people although one client floods it with clean views and its own token', async () => {
    await rollOut('auth');
    await views('11', 25, { remote: 'auth', version: '1.0.0', canary: false, errors: 0 });
    await views('12', 9, { remote: 'auth', version: '1.1.0', canary: true, errors: 0 });
    await views('13', 16, { remote: 'auth', version: '1.1.0', canary: true, errors: 1 });
    const clean = { remote: 'auth', version: '1.1.0', canary: true, errors: 0 };
    for (let key = 0; key < 30; key++) await report('10.14.0.1', `clean-${key}`, Array(20).fill(clean));
    const forger = await fetch(`${api.url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ emailAddress: DEMO_ACCOUNTS.owner.emailAddress, password: DEMO_PASSWORD, userType: 'Restaurant' }),
    });
    const { token } = (await forger.json()) as { token: string };
    for (let page = 0; page < 3; page++)
      await report(`10.15.0.${page + 1}`, `forged-${page}`, Array(20).fill(clean), { authorization: `Bearer ${token}` });

    const [result] = await tickAsSuperAdmin();
    // 16 of 25 real people erred (more than the verdict needs after taking any 5 as the client's); the
    // client is 5 people more (3 keys, its network, its account), with capped views.
    const { canary } = await signalsOf('auth');
    expect(canary).toMatchObject({ people: 25 + 5, errorPeople: 16 });
    expect(canary.views).toBeLessThanOrEqual(50 + 5 * 30);
    expect(result).toMatchObject({ remote: 'auth', action: 'abort', applied: true });
  }, 60_000);

  it('says why it cannot tick: an administrator who is not the super admin is refused the summary', async () => {
    await rollOut('restaurant');
    const asAdmin = { ...tickOptions([], {}), apiUrl: api.url, email: DEMO_ACCOUNTS.admin.emailAddress, password: DEMO_PASSWORD };
    await expect(runTick(asAdmin, { log: () => undefined })).rejects.toThrow(`Ticking at ${api.url}/release-state/tick: 403 `);
    expect((await readDeployment(config)).remotes.restaurant.rollout).toMatchObject({ status: 'running', stage: 0 });
    await expect(runTick({ ...asAdmin, email: undefined }, { log: () => undefined })).rejects.toThrow(
      'release needs a super admin token: --token, RELEASE_API_TOKEN, or RELEASE_API_EMAIL and RELEASE_API_PASSWORD',
    );
  }, 60_000);

  it('two release commands at once (two processes, one API): both applied in turn, no change lost, both in the history', async () => {
    fakeRelease(config, 'menu', '1.0.0');
    fakeRelease(config, 'deals', '5.0.0');
    const env = {
      ...process.env,
      RELEASES_DIR: config.releasesDir,
      RELEASE_API_URL: api.url,
      RELEASE_API_EMAIL: DEMO_ACCOUNTS.superAdmin.emailAddress,
      RELEASE_API_PASSWORD: DEMO_PASSWORD,
    };
    const [menu, deals] = await Promise.all([
      releaseCommand(workspaceRoot, ['stable', 'menu', '1.0.0'], env),
      releaseCommand(workspaceRoot, ['stable', 'deals', '5.0.0'], env),
    ]);
    expect(menu + deals).toContain(`Releases at ${api.url}:`);
    expect(await readDeployment(config)).toMatchObject({ remotes: { menu: { version: '1.0.0' }, deals: { version: '5.0.0' } } });
    const history = await releaseCommand(workspaceRoot, ['history'], env);
    expect(history).toMatch(/super@example\.com +stable menu 1\.0\.0/);
    expect(history).toMatch(/super@example\.com +stable deals 5\.0\.0/);
    // rollback and status through the API too.
    expect(await releaseCommand(workspaceRoot, ['rollback'], env)).toMatch(/^Rolled back #\d+ \(stable (menu 1\.0\.0|deals 5\.0\.0), /);
    expect(await releaseCommand(workspaceRoot, ['status'], env)).toMatch(/^(menu|deals) +\(environment default\)/m);
  }, 60_000);

  it('moves a deployment file of an earlier version and its history in with one command, once', async () => {
    fakeRelease(config, 'menu', '1.0.0');
    const stable = { version: '1.0.0', manifestUrl: '/releases/menu/1.0.0/mf-manifest.json', container: 'menu__v1_0_0' };
    const document = { remotes: { menu: { manifestUrl: stable.manifestUrl, version: '1.0.0', stable } } };
    const file = path.join(config.releasesDir, 'deployment.json');
    fs.writeFileSync(file, JSON.stringify(document));
    const lines = [
      { seq: 1, at: '2026-11-20T10:00:00.000Z', who: 'ops', command: ['stable', 'menu', '0.9.0'], before: null, after: document },
      { seq: 2, at: '2026-11-21T10:00:00.000Z', who: 'ops', command: ['stable', 'menu', '1.0.0'], before: document, after: document },
    ];
    fs.writeFileSync(
      path.join(config.releasesDir, 'deployment.history.jsonl'),
      lines.map((line) => JSON.stringify(line)).join('\n') + '\n{"torn',
    );
    // Into releases without a history only: this test's start emptied the document, not its history.
    const env = {
      ...process.env,
      RELEASES_DIR: config.releasesDir,
      RELEASE_API_URL: api.url,
      RELEASE_API_EMAIL: DEMO_ACCOUNTS.superAdmin.emailAddress,
      RELEASE_API_PASSWORD: DEMO_PASSWORD,
    };
    const refused = await runReleaseChild(workspaceRoot, ['import-deployment', file], env);
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(
      /^release: The releases in the API have been changed already: import-deployment moves a file into new ones only$/m,
    );
    expect(await readDeployment(config)).toBeNull();
  }, 60_000);
});
