import path from 'node:path';
import type { Server } from 'node:http';
import type { Page } from 'playwright-core';
import type { ReleaseSignalView } from '@console/api-client';
import type { DeploymentManifest, RemoteDeployment } from '@console/remote-contract';
import { deploymentManifest } from '../../../tools/deployment/deployment-manifest.mjs';
import { containerName } from '../../../tools/release/src/naming.mjs';
import { serveStatic } from '../../../tools/serve/static-server.mjs';
import { freePort } from '../../../tools/testing/free-port.mjs';
import { axeViolations } from './support/axe';
import { apiUrl, fixtures, freshPagePerTest, signInPageAs } from './support/browser';
import { followSidebar } from './support/screens';

// Issue 25: the Releases screen in the production shell, for super admins. The API's release state holds a
// rolling release of menu (in the shape `npm run release -- rollout` writes), the shell's server passes
// the API's /deployment.json on (as nginx does), and the API holds page views of both menu releases,
// reported as pages report them. Issue 37: the rollout is aborted with the screen's button.

const workspaceRoot = path.resolve(__dirname, '../../..');
const stamp = Date.now() % 1000000;
const STABLE = `2026.11.23-s${stamp}`;
const CANARY = `2026.11.24-c${stamp}`;

let page: Page;
freshPagePerTest((newPage) => {
  page = newPage;
});

let shell: Server;
let origin = '';
let superToken = '';

/** A release's versioned container name, as the release tool names it. */
const containerOf = (version: string) => containerName('menu', version);

/** The release state changed as the release tool changes it (PUT /release-state, as the super admin). */
async function putReleases(superToken: string, command: string[], deployment: object | null) {
  const response = await fetch(`${apiUrl()}/release-state`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${superToken}`, 'content-type': 'application/json', 'if-match': '*' },
    body: JSON.stringify({ command, deployment }),
  });
  if (!response.ok) throw new Error(`PUT /release-state: ${response.status} ${await response.text()}`);
}

/** The e2e environment's deployment, with menu in a rolling release at its second stage. */
function deploymentWithRollout() {
  const deployment = deploymentManifest(process.env) as DeploymentManifest;
  const menu = deployment.remotes.menu;
  const stageStartedAt = new Date(Date.now() - 35 * 60_000).toISOString();
  const inRollout: RemoteDeployment = {
    ...menu,
    version: STABLE,
    stable: { version: STABLE, manifestUrl: menu.manifestUrl, container: containerOf(STABLE) },
    // Never loaded here (a super admin has no menu screen): only read by the Releases screen.
    canary: { version: CANARY, manifestUrl: menu.manifestUrl, container: containerOf(CANARY), share: 25 },
    rollout: {
      version: CANARY,
      stages: [5, 25, 50, 100],
      stage: 1,
      stageStartedAt,
      startedAt: new Date(Date.now() - 90 * 60_000).toISOString(),
      minMinutes: 30,
      minViews: 200,
      approveAt: [50],
      status: 'running',
      lastVerdict: {
        at: new Date().toISOString(),
        verdict: 'too little data',
        reason: '60 views of the canary, 200 needed',
      },
    },
  };
  deployment.remotes.menu = inRollout;
  return deployment;
}

const views = (version: string, canary: boolean, count: number, withErrors: number, inp: number): ReleaseSignalView[] =>
  Array.from({ length: count }, (_, index) => ({ remote: 'menu', version, canary, errors: index < withErrors ? 1 : 0, inp, lcp: 1500 }));

beforeAll(async () => {
  const port = await freePort();
  origin = `http://localhost:${port}`;
  superToken = (await fixtures.signInAs('superAdmin')).token;
  await putReleases(superToken, ['rollout', 'menu', CANARY], { remotes: { menu: deploymentWithRollout().remotes.menu } });
  shell = await serveStatic({
    dir: path.join(workspaceRoot, 'dist/apps/shell'),
    port,
    spa: true,
    deployment: async () => (await fetch(`${apiUrl()}/deployment.json`)).json(),
    policy: () => deploymentManifest(process.env),
  });
  // Each from a person of its own, signed in (the suite's other pages share this network and its
  // visitor keys, and a person's views are capped a minute): two owners who send nothing else.
  const [stablePerson, canaryPerson] = await Promise.all([
    fixtures.createOwner(`Releases Stable ${stamp}`),
    fixtures.createOwner(`Releases Canary ${stamp}`),
  ]);
  await fixtures.reportSignals(`e2e-stable-${stamp}`, views(STABLE, false, 20, 1, 80), stablePerson.token);
  await fixtures.reportSignals(`e2e-canary-${stamp}`, views(CANARY, true, 20, 8, 240), canaryPerson.token);
});

afterAll(async () => {
  await putReleases(superToken, ['reset-after-e2e'], null);
  if (shell) {
    shell.closeAllConnections();
    await new Promise((resolve) => shell.close(resolve));
  }
});

/** The JS files the page fetched, with whether the charting library's code is in them. */
function watchScripts(watched: Page) {
  const scripts: Array<{ url: string; charts: boolean }> = [];
  watched.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return;
    // visx's line draws a path with this class: its code is in the chunk that holds the library.
    const body = await response.text().catch(() => '');
    scripts.push({ url: response.url(), charts: body.includes('visx-linepath') });
  });
  return scripts;
}

describe('Releases screen (issue 25)', () => {
  it("shows a super admin each remote's releases, the rolling release, its verdict and the canary beside stable, keyboard and axe clean", async () => {
    const scripts = watchScripts(page);
    await signInPageAs(page, 'superAdmin', origin);
    await page.goto(`${origin}/dashboard/admin`);
    await page.getByRole('heading', { level: 1, name: 'Admins' }).waitFor();
    await followSidebar(page, 'Activity', 'Activity');
    // No screen before this one has loaded the charting library.
    expect(scripts.filter((script) => script.charts)).toEqual([]);

    await followSidebar(page, 'Releases', 'Releases');
    const menu = page.getByRole('region', { name: 'menu', exact: true });
    const fact = (term: string) => menu.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd');
    await expect(fact('Stable').innerText()).resolves.toBe(STABLE);
    await expect(fact('Canary').innerText()).resolves.toBe(CANARY);
    await expect(fact('Share').innerText()).resolves.toBe('25 %');
    await expect(fact('Stage').innerText()).resolves.toBe('2 of 4: 25 %');
    await expect(fact('Time in stage').innerText()).resolves.toMatch(/^3[5-9] min /);
    await expect(fact('Rollout').innerText()).resolves.toMatch(/Running/);
    // The seeded verdict, or the API's scheduled tick's since (the same: too few views of the canary).
    await expect(fact('Last verdict').innerText()).resolves.toMatch(
      /^Too little data: (60 views of the canary, 200 needed|25% for 3\d min: canary has \d+ of 200 views)/,
    );
    await menu.getByText('npm run release -- abort menu', { exact: true }).waitFor();
    await menu.getByText(`Abort the rollout of ${CANARY}`, { exact: true }).waitFor();

    // The real users' signals, drawn (one chart per signal) and in figures.
    const charts = menu.getByRole('img');
    await charts.first().waitFor();
    expect(await charts.count()).toBe(4);
    await expect(charts.first().getAttribute('aria-label')).resolves.toBe(
      'Error views of menu over time: canary 40.0 %, stable 5.0 % over the window',
    );
    expect(await charts.first().locator('[data-series="canary"] path').getAttribute('d')).toMatch(/^M/);
    const canaryRow = menu.getByRole('row').filter({ has: page.getByRole('rowheader', { name: `Canary ${CANARY}` }) });
    await expect(canaryRow.getByRole('cell').nth(2).innerText()).resolves.toBe('8 (40.0 %)');
    // The charting library came with this screen, in a chunk of its own (not the admin remote's entry).
    const withCharts = scripts.filter((script) => script.charts);
    expect(withCharts).toHaveLength(1);
    expect(withCharts[0].url).not.toMatch(/remoteEntry|__federation_expose_/);

    // The other remotes are listed with their stable release only.
    await expect(
      page
        .getByRole('region', { name: 'deals', exact: true })
        .locator('dt', { hasText: /^Canary$/ })
        .locator('xpath=following-sibling::dd')
        .innerText(),
    ).resolves.toBe('None');

    expect(await axeViolations(page, 'Releases')).toEqual([]);

    // The window from the keyboard: into the radio group, then the arrow keys, kept in the URL.
    const lastHour = page.getByRole('radio', { name: 'Last hour' });
    await lastHour.focus();
    await page.keyboard.press('ArrowRight');
    await page.waitForURL(`${origin}/dashboard/releases?window=6h`);
    await menu.getByRole('table', { name: 'Signals of menu, 6 hours' }).waitFor();
    await expect(canaryRow.getByRole('cell').nth(0).innerText()).resolves.toBe('20');
    expect(await axeViolations(page, 'Releases, 6 hours')).toEqual([]);

    // A phone: the page does not scroll sideways (the figures' table scrolls in its own frame).
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390);
  });

  it('is not open to other administrators: no sidebar entry, and its address leads home', async () => {
    await signInPageAs(page, 'admin', origin);
    await page.goto(`${origin}/dashboard/releases`);
    await page.waitForURL(`${origin}/dashboard/restaurant`);
    await page.getByRole('heading', { level: 1, name: 'Restaurants' }).waitFor();
    expect(await page.locator('nav[aria-label="Main"]').getByRole('link', { name: 'Releases' }).count()).toBe(0);
  });

  it('aborts the rolling release with its button, after a confirmation saying what happens: everyone on stable', async () => {
    await signInPageAs(page, 'superAdmin', origin);
    await page.goto(`${origin}/dashboard/releases`);
    const menu = page.getByRole('region', { name: 'menu', exact: true });
    const abort = menu.getByRole('button', { name: 'Abort the rollout' });
    await abort.waitFor();
    await expect(abort.isEnabled()).resolves.toBe(true);
    await abort.click();
    const dialog = page.getByRole('dialog', { name: 'Abort the rolling release of menu' });
    await expect(dialog.innerText()).resolves.toContain(
      `The canary ${CANARY} of menu is dropped: everyone gets the stable release ${STABLE}.`,
    );
    expect(await axeViolations(page, 'Releases, abort')).toEqual([]);
    await dialog.getByRole('button', { name: 'Abort the rollout' }).click();
    await page.getByText(`menu ${CANARY} stopped: everyone gets the stable release ${STABLE}`).waitFor();
    // The screen reads the deployment again after the change.
    const fact = (term: string, text: RegExp) =>
      menu.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd', { hasText: text });
    await fact('Canary', /^None$/).waitFor();
    await fact('Rollout', /Aborted/).waitFor();
    expect(await menu.getByRole('button', { name: 'Abort the rollout' }).count()).toBe(0);
    // What every page now loads: stable alone.
    const served = await (await fetch(`${apiUrl()}/deployment.json`)).json();
    expect(served.remotes.menu.canary).toBeUndefined();
    expect(served.remotes.menu.rollout).toMatchObject({ status: 'aborted', lastVerdict: { reason: 'aborted by super@example.com' } });
  });
});
