import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { screen, waitFor, within } from '@testing-library/react';
import type { ReleaseSignalView } from '@console/api-client';
import { session } from '@console/session';
import { fixtureClient } from '@console/testing';
import { renderWithProviders, signInForTest } from '@console/testing/react';
import { ReleasesScreen } from './releases-screen';

// The screen over the real API (signals reported as pages send them, read back by the summary) and a
// deployment file as the release tool writes it, served over HTTP as the shell's server serves it.

const fixtures = fixtureClient();
const RUN = `${Date.now() % 100000}`;
const STABLE = `2026.11.23-s${RUN}`;
const CANARY = `2026.11.24-c${RUN}`;

const deploymentFile = {
  apiBaseUrl: fixtures.apiUrl,
  remotes: {
    menu: {
      manifestUrl: `/releases/menu/${STABLE}/mf-manifest.json`,
      version: STABLE,
      stable: { version: STABLE, manifestUrl: `/releases/menu/${STABLE}/mf-manifest.json`, container: 'menu__vs' },
      canary: { version: CANARY, manifestUrl: `/releases/menu/${CANARY}/mf-manifest.json`, container: 'menu__vc', share: 25 },
      rollout: {
        version: CANARY,
        stages: [5, 25, 50, 100],
        stage: 1,
        stageStartedAt: new Date(Date.now() - 40 * 60_000).toISOString(),
        startedAt: new Date(Date.now() - 100 * 60_000).toISOString(),
        minMinutes: 30,
        minViews: 200,
        status: 'running',
        lastVerdict: { at: new Date().toISOString(), verdict: 'wait', reason: 'fewer than 200 views of the canary in this stage' },
      },
    },
    deals: { manifestUrl: 'http://localhost:4205/mf-manifest.json', version: 'dev' },
  },
};

/** What the shell's server answers at /deployment.json: the file, or 404 while there is none. */
let served: object | null = deploymentFile;
let server: http.Server;
let deploymentUrl = '';

/** `count` page views of one release, `withErrors` of them with an uncaught error, each with its INP. */
const views = (version: string, canary: boolean, count: number, withErrors: number, inp: number): ReleaseSignalView[] =>
  Array.from({ length: count }, (_, index) => ({ remote: 'menu', version, canary, errors: index < withErrors ? 1 : 0, inp, lcp: 1200 }));

beforeAll(async () => {
  server = http.createServer((request, response) => {
    if (request.url === '/deployment.json' && served) {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(served));
    } else {
      response.writeHead(404, { 'Content-Type': 'text/plain' });
      response.end('Not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  deploymentUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/deployment.json`;

  // As pages send them (20 views a report at most), from a few visitors: stable 40 views, 2 with an
  // error (5 %); the canary 20 views, 10 with an error (50 %) and slower clicks.
  const reports = [
    { visitor: `stable-a-${RUN}`, views: views(STABLE, false, 20, 1, 100) },
    { visitor: `stable-b-${RUN}`, views: views(STABLE, false, 20, 1, 100) },
    { visitor: `canary-a-${RUN}`, views: views(CANARY, true, 20, 10, 400) },
  ];
  for (const report of reports) await fixtures.reportSignals(report.visitor, report.views);
});
afterAll(async () => {
  session.logout();
  await new Promise((resolve) => server.close(resolve));
});

const card = (name: string) => screen.getByRole('region', { name });
const fact = (within_: HTMLElement, term: string) => within(within_).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
const cellsOf = (table: HTMLElement, release: string) =>
  within(within(table).getByRole('rowheader', { name: release }).closest('tr') as HTMLElement)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');

function renderReleases(at = '/releases') {
  return renderWithProviders(<ReleasesScreen deploymentUrl={deploymentUrl} />, { at });
}

describe('Releases screen (issue 25), as a super admin', () => {
  beforeEach(async () => {
    served = deploymentFile;
    await signInForTest('super@example.com', 'Administrator');
  });

  it("shows the rolling release from the deployment file and the real users' signals of both releases", async () => {
    renderReleases();
    const menu = await screen.findByRole('region', { name: 'menu' });
    expect(fact(menu, 'Stable')).toBe(STABLE);
    expect(fact(menu, 'Canary')).toBe(CANARY);
    expect(fact(menu, 'Share')).toBe('25 %');
    expect(fact(menu, 'Stage')).toBe('2 of 4: 25 %');
    expect(fact(menu, 'Time in stage')).toMatch(/^40 min /);
    expect(fact(menu, 'Last verdict')).toMatch(/^Wait: fewer than 200 views of the canary in this stage/);
    expect(within(menu).getByText('npm run release -- abort menu')).toBeInTheDocument();
    expect(within(menu).getByText(`Abort the rollout of ${CANARY}`)).toBeInTheDocument();

    const table = await within(menu).findByRole('table', { name: 'Signals of menu, last hour' });
    const canary = cellsOf(table, `Canary ${CANARY}`);
    const stable = cellsOf(table, `Stable ${STABLE}`);
    expect(canary.slice(0, 1)).toEqual(['20']);
    expect(canary.slice(2, 5)).toEqual(['10 (50.0 %)', '0 (0.0 %)', '0']);
    expect(stable.slice(0, 1)).toEqual(['40']);
    expect(stable.slice(2, 5)).toEqual(['2 (5.0 %)', '0 (0.0 %)', '0']);
    // The API's p75s come from histograms: within 2.5 % of the views' values.
    expect(Number.parseFloat(canary[5])).toBeGreaterThanOrEqual(390);
    expect(Number.parseFloat(canary[5])).toBeLessThanOrEqual(410);
    expect(Number.parseFloat(stable[5])).toBeGreaterThanOrEqual(97);
    expect(Number.parseFloat(stable[5])).toBeLessThanOrEqual(103);

    const [errors, failedLoads] = await within(menu).findAllByRole('img');
    expect(errors).toHaveAccessibleName('Error views of menu over time: canary 50.0 %, stable 5.0 % over the window');
    expect(failedLoads).toHaveAccessibleName('Failed loads of menu over time: canary 0.0 %, stable 0.0 % over the window');
    // A remote with neither canary nor rollout is listed without signals (nothing asked of the API for it).
    expect(fact(card('deals'), 'Stable')).toBe('dev');
    expect(within(card('deals')).queryByRole('table')).not.toBeInTheDocument();
  });

  it('keeps the window in the URL: the same view comes back from it', async () => {
    const { user, router } = renderReleases('/releases?window=6h');
    const windows = screen.getByRole('group', { name: 'Signals over' });
    expect(within(windows).getByRole('radio', { name: '6 hours' })).toBeChecked();
    await within(await screen.findByRole('region', { name: 'menu' })).findByRole('table', { name: 'Signals of menu, 6 hours' });
    await user.click(within(windows).getByRole('radio', { name: '24 hours' }));
    expect(router.state.location.search).toBe('?window=24h');
    const table = await within(card('menu')).findByRole('table', { name: 'Signals of menu, 24 hours' });
    await waitFor(() => expect(cellsOf(table, `Canary ${CANARY}`)[0]).toBe('20'));
    await user.click(within(windows).getByRole('radio', { name: 'Last hour' }));
    expect(router.state.location.search).toBe('');
  });

  it('says when the deployment file cannot be read, and Retry reads it again', async () => {
    served = null;
    const { user } = renderReleases();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveAccessibleName('Releases could not be loaded');
    expect(alert).toHaveAccessibleDescription('Could not read the deployment manifest (404)');
    served = deploymentFile;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'menu' })).toBeInTheDocument();
  });
});

describe('Releases screen, as an administrator who is not a super admin', () => {
  beforeEach(async () => {
    await signInForTest('admin@example.com', 'Administrator');
  });

  it("shows the API's refusal of the signals where they would be", async () => {
    renderReleases();
    const menu = await screen.findByRole('region', { name: 'menu' });
    const refusal = await within(menu).findByRole('alert');
    expect(refusal).toHaveAccessibleName('The signals of menu could not be loaded');
    expect(within(menu).queryByRole('table')).not.toBeInTheDocument();
  });
});
