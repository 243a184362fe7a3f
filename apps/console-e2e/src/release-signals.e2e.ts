import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Server } from 'node:http';
import type { Browser } from 'playwright-core';
import type { LoginResponse, ReleaseSignalSummaryResponse, ReleaseSignalsReport } from '@console/api-client';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, fixtureClient, storeSession } from '@console/testing';
import { readDeployment, setStable } from '../../../tools/release/src/commands.mjs';
import { releaseCommand } from '../../../tools/release/src/release-child.mjs';
import { buildReleases, releaseSandbox, replaceInChunks, serveShellWithReleases } from '../../../tools/testing/canary-releases.mjs';
import { freePort } from '../../../tools/testing/free-port.mjs';
import { startReferenceApi } from '../../../tools/testing/reference-api.mjs';
import { seededDataDir } from '../../api/jest/reference-api-database.cjs';
import { launchChromium } from './support/browser';

// Rolling releases on real-user signals (issue 25), end to end: two real builds of menu-remote, the
// production shell reading the sandbox's deployment file, real Chromium sessions whose pages send their
// release signals with sendBeacon, the reference API storing them, and `npm run release -- tick` judging
// them. The canary's screen throws an uncaught error on a button click, after it has mounted and drawn.
//
// The API is this file's own, behind a relay that plays the networks people come from: the API counts a
// client address's visitor keys only up to a few (one client cannot move a verdict), so every session
// here, all from 127.0.0.1, would be one person. A page's person is bound when it asks for its page token
// (with its visitor key), so the relay gives each page-token request its visitor key's own address in
// X-Forwarded-For, which this API trusts from loopback (API_TRUST_PROXY), as production's proxy does.

const workspaceRoot = path.resolve(__dirname, '../../..');
const V1 = '1.0.0';
const V2 = '2.0.0';
const TITLE = 'Manage Your Menu';
/** The canary's click handler runs this long before it throws: its INP is at least that. */
const CANARY_CLICK_MS = 120;
/**
 * Sessions per release: enough for the exact test at the tick's confidence with any 5 of them taken as one
 * client's (release-comparison.mjs): 6 of 6 against 0 of 6, p = 1/924.
 */
const SESSIONS = 11;

type Sandbox = ReturnType<typeof releaseSandbox>;
let sandbox: Sandbox;
let browser: Browser;
let shell: Server;
let relay: Server;
let api: Awaited<ReturnType<typeof startReferenceApi>>;
let database: Awaited<ReturnType<typeof seededDataDir>> | undefined;
let apiUrl: string;
let origin: string;
let owner: LoginResponse;
let superToken: string;
/** Each beacon body the relay passed on to the API, in order. */
const received: ReleaseSignalsReport[] = [];

/** A relay to the API that says each visitor key comes from its own network (a made-up 10.x address) when it asks for a page token. */
function startNetworksRelay(target: string): Promise<Server> {
  const to = new URL(target);
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const headers: http.OutgoingHttpHeaders = { ...request.headers, host: to.host };
      if (request.url === '/release-signals' && request.method === 'POST') {
        received.push(JSON.parse(body.toString() || '{}') as ReleaseSignalsReport);
      }
      if (request.url === '/release-signals/page-token' && request.method === 'POST') {
        const visitor = (JSON.parse(body.toString() || '{}') as { visitor?: string }).visitor ?? '';
        const [a, b] = crypto.createHash('sha256').update(visitor).digest();
        headers['x-forwarded-for'] = `10.${a}.${b}.1`;
      }
      const forwarded = http.request(
        { hostname: to.hostname, port: to.port, method: request.method, path: request.url, headers },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        },
      );
      forwarded.on('error', () => response.destroy());
      forwarded.end(body);
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** `npm run release -- <args>` on this file's API (its release state), signing in as the super admin. */
function release(...args: string[]): Promise<string> {
  return releaseCommand(workspaceRoot, args, {
    ...process.env,
    ...sandbox.env,
    RELEASE_API_URL: apiUrl,
    RELEASE_API_EMAIL: DEMO_ACCOUNTS.superAdmin.emailAddress,
    RELEASE_API_PASSWORD: DEMO_PASSWORD,
  });
}

async function summary(): Promise<ReleaseSignalSummaryResponse> {
  const response = await fetch(`${apiUrl}/release-signals/summary?remote=menu`, { headers: { Authorization: `Bearer ${superToken}` } });
  if (!response.ok) throw new Error(`GET /release-signals/summary: ${response.status} ${await response.text()}`);
  return (await response.json()) as ReleaseSignalSummaryResponse;
}

const totalsOf = (answer: ReleaseSignalSummaryResponse, version: string) =>
  answer.releases.find((entry) => entry.version === version)?.totals;

/** Waits until the API has `views` views of `version` (beacons land after the page has gone). */
async function viewsStored(version: string, views: number) {
  for (let attempt = 0; attempt < 50 && (totalsOf(await summary(), version)?.views ?? 0) < views; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return totalsOf(await summary(), version);
}

/**
 * One person's visit (a new context: a new visitor key): the owner's Manage Your Menu on `choice`'s
 * release, a click on Add a Category once the page's signals run, then the page is left. Answers the
 * beacons the page sent and the errors it did not catch.
 */
async function visitMenu(choice: 'canary' | 'stable') {
  const context = await browser.newContext();
  const page = await context.newPage();
  const beacons: ReleaseSignalsReport[] = [];
  const uncaught: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url() === `${relayUrl()}/release-signals`)
      beacons.push(JSON.parse(request.postData() ?? '{}'));
  });
  page.on('pageerror', (error) => uncaught.push(error.message));
  // The page's signed tokens for its signals: its beacons carry one. A page asks again when it loads
  // another release, so the one naming the menu remote may come after a first one that does not.
  const tokens: string[] = [];
  const menuTokens: string[] = [];
  // The test sees a token's answer before the page's own code may have taken it (its main thread is busy
  // on a loaded machine); this notes each token once the page's code has read it, in the same microtask
  // checkpoint as the page's own continuation, so a later evaluate sees the page holding it.
  await page.addInitScript(() => {
    const json = Response.prototype.json;
    Response.prototype.json = function (this: Response) {
      const url = this.url;
      return json.call(this).then((body: { token?: string }) => {
        if (url.endsWith('/release-signals/page-token') && body?.token) {
          const held = ((globalThis as { __pageTokensRead?: string[] }).__pageTokensRead ??= []);
          held.push(body.token);
        }
        return body;
      });
    };
  });
  page.on('response', (response) => {
    const request = response.request();
    if (request.method() !== 'POST' || response.url() !== `${relayUrl()}/release-signals/page-token`) return;
    const named = (JSON.parse(request.postData() ?? '{}') as { releases?: Array<{ remote: string }> }).releases ?? [];
    void response.json().then(
      (body: { token: string }) => {
        tokens.push(body.token);
        if (named.some((release) => release.remote === 'menu')) menuTokens.push(body.token);
      },
      () => undefined,
    );
  });
  try {
    await storeSession(page, `${origin}/deployment.json`, owner, 'Restaurant');
    await page.goto(`${origin}/dashboard/menu?release=menu:${choice}`);
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    // The collector (and web-vitals) load after the first screen: click once they listen.
    await page.waitForFunction(
      () => typeof (globalThis as { __consoleReleaseSignals?: { listen?: unknown } }).__consoleReleaseSignals?.listen === 'function',
    );
    await page.getByRole('button', { name: 'Add a Category' }).click();
    await page.getByRole('dialog', { name: 'Add a Category' }).waitFor();
    // The browser times a click with the frame that follows it: leave a canary page only once it has (as
    // a person reading the dialog would), or the view may go before its INP exists. (Stable's fast click
    // may be under the browser's 16 ms floor and never timed.)
    await page.evaluate(
      (canaryRoot) =>
        new Promise<void>((resolve) => {
          if (!document.querySelector(canaryRoot)) return resolve();
          new PerformanceObserver((list, observer) => {
            if (!list.getEntries().some((entry) => entry.name === 'click')) return;
            observer.disconnect();
            resolve();
          }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
        }),
      `[data-remote="menu"][data-release="${V2}"]`,
    );
    const visitor = (await context.cookies(origin)).find((cookie) => cookie.name === 'console_visitor')?.value;
    expect(visitor).toBeTruthy();
    // A page left before it holds a token naming the menu remote keeps that view back (it cannot ask as
    // it goes): leave once the page's own code has read one.
    await waitUntil(() => menuTokens.length > 0);
    expect(menuTokens.length).toBeGreaterThan(0);
    await page.waitForFunction(
      (named) => ((globalThis as { __pageTokensRead?: string[] }).__pageTokensRead ?? []).some((token) => named.includes(token)),
      menuTokens,
    );
    // Leaving the page hides it: the view goes in a beacon (which the relay sees; Playwright does not
    // show a request sent as the page goes). A page hidden for a moment before sends an earlier view in
    // a beacon of its own: wait for the one with the menu remote's view.
    await page.goto('about:blank');
    const beacons = () => received.filter((report) => tokens.includes(report.page));
    await waitUntil(() => beacons().some((beacon) => beacon.views.some((view) => view.remote === 'menu')));
    return { beacons: beacons(), uncaught };
  } finally {
    await context.close();
  }
}

/** Polls `done` for up to 30 s (what a page sends on its way out lands a little later, later on a busy machine). */
async function waitUntil(done: () => boolean): Promise<void> {
  for (const started = Date.now(); !done() && Date.now() - started < 30_000;) await new Promise((resolve) => setTimeout(resolve, 100));
}

const relayUrl = () => `http://127.0.0.1:${(relay.address() as AddressInfo).port}`;

beforeAll(async () => {
  // A copy of the seeded template, as the suite's own API starts from: no migrations and demo seed to run.
  database = await seededDataDir();
  api = await startReferenceApi({
    env: { ...process.env, NODE_ENV: 'test', API_TRUST_PROXY: 'loopback' },
    dataDir: database.dataDir,
    stdio: 'ignore',
  });
  apiUrl = api.url;
  sandbox = releaseSandbox(workspaceRoot, 'release-signals-e2e-', {
    apiUrl,
    email: DEMO_ACCOUNTS.superAdmin.emailAddress,
    password: DEMO_PASSWORD,
  });
  await sandbox.emptyReleases();
  relay = await startNetworksRelay(apiUrl);
  const port = await freePort();
  origin = `http://localhost:${port}`;
  const fixtures = fixtureClient(apiUrl);
  [, , , owner, superToken] = await Promise.all([
    launchChromium().then((launched) => (browser = launched)),
    serveShellWithReleases({ root: workspaceRoot, sandbox, port, env: { ...process.env, API_URL: relayUrl() } }).then(
      (serving) => (shell = serving),
    ),
    buildReleases(workspaceRoot, sandbox, 'menu', [V1, V2]),
    fixtures.signInAs('owner'),
    fixtures.signInAs('superAdmin').then((admin) => admin.token),
  ]);
  // The canary's menu screen, once drawn, makes a click on any of its buttons slow and then throw,
  // from the canary's own chunk (test-side patch of the built file; the release tool never changes one).
  const breakClicks =
    `(globalThis.__canaryClicks??=(document.addEventListener("click",e=>{if(!e.target.closest?.("[data-release] button"))return;` +
    `const until=performance.now()+${CANARY_CLICK_MS};while(performance.now()<until);throw new Error("canary click broke")}),1),"${TITLE}")`;
  replaceInChunks(sandbox.releaseDir('menu', V2), `"${TITLE}"`, breakClicks);
  await setStable(sandbox.config, 'menu', V1);
}, 300_000);

afterAll(async () => {
  await browser?.close();
  for (const server of [shell, relay]) {
    if (!server) continue;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  await api?.stop();
  database?.remove();
  sandbox?.cleanup();
});

describe('a rolling release of the menu remote judged on real sessions', () => {
  let canaryVisits: Array<Awaited<ReturnType<typeof visitMenu>>> = [];
  let stableVisits: Array<Awaited<ReturnType<typeof visitMenu>>> = [];

  it('sends each view of the canary with its uncaught error and the INP of the real click, attributed to menu 2.0.0', async () => {
    await release('rollout', 'menu', V2, '--stages', '50,100', '--min-minutes', '0', '--min-views', String(SESSIONS));
    canaryVisits = [];
    stableVisits = [];
    for (let i = 0; i < SESSIONS; i++) {
      canaryVisits.push(await visitMenu('canary'));
      stableVisits.push(await visitMenu('stable'));
    }
    for (const visit of canaryVisits) {
      expect(visit.uncaught).toEqual(['canary click broke']);
      const menu = visit.beacons.flatMap((beacon) => beacon.views).filter((view) => view.remote === 'menu');
      expect(menu).toEqual([expect.objectContaining({ remote: 'menu', version: V2, canary: true, errors: 1 })]);
      // The click's target is inside the canary's root: its INP is the canary's.
      expect(menu[0].inp).toBeGreaterThanOrEqual(CANARY_CLICK_MS);
      // Only the page token goes with the views (it names the page's person), never who is signed in.
      expect(Object.keys(visit.beacons[0]).sort()).toEqual(['page', 'views']);
    }
    for (const visit of stableVisits) {
      expect(visit.uncaught).toEqual([]);
      const menu = visit.beacons.flatMap((beacon) => beacon.views).filter((view) => view.remote === 'menu');
      expect(menu).toEqual([expect.objectContaining({ remote: 'menu', version: V1, canary: false, errors: 0 })]);
    }
    // 22 sessions of ~2.5 s each on a quiet machine; CI runs this beside other suites on two cores.
  }, 600_000);

  it('is stored by the API per release: every canary view an error view, with its INP; none of stable', async () => {
    const canary = await viewsStored(V2, SESSIONS);
    const stable = await viewsStored(V1, SESSIONS);
    expect(canary).toMatchObject({ views: SESSIONS, errorViews: SESSIONS, people: SESSIONS, inpSamples: SESSIONS });
    // p75 from a histogram of 5 % buckets.
    expect(canary?.inpP75).toBeGreaterThanOrEqual(CANARY_CLICK_MS * 0.95);
    expect(stable).toMatchObject({ views: SESSIONS, errorViews: 0, people: SESSIONS });
  });

  it('is aborted by `release tick`, with its reason, and everyone is on stable again', async () => {
    const output = await release('tick', '--min-people', String(SESSIONS));
    const menu = (await readDeployment(sandbox.config)).remotes.menu;
    expect(menu.canary).toBeUndefined();
    expect(menu.rollout).toMatchObject({ version: V2, status: 'aborted', lastVerdict: { verdict: 'abort' } });
    expect(menu.rollout.lastVerdict.reason).toMatch(/error views/);
    expect(output).toMatch(/abort/i);
    // Ticking again changes nothing.
    await release('tick', '--min-people', String(SESSIONS));
    expect((await readDeployment(sandbox.config)).remotes.menu).toEqual(menu);
    const { beacons } = await visitMenu('canary');
    expect(beacons.flatMap((beacon) => beacon.views).find((view) => view.remote === 'menu')).toMatchObject({ version: V1, canary: false });
  }, 120_000);
});
