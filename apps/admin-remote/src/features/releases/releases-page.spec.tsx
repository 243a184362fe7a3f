import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReleasesPage, type ReleasesPageProps } from './releases-page';
import { windowRange, type ReleaseSignals, type RemoteReleases, type SignalMinute } from './release-view';

// The page alone, from props: what it shows of each remote's releases and signals. The screen's spec
// (releases-screen.spec.tsx) runs it over the real API and a served deployment file.

const NOW = Date.parse('2026-11-26T12:30:20Z');
const STABLE = '2026.11.23-abc1234';
const CANARY = '2026.11.24-def5678';
const range = windowRange('1h', NOW);

const menu: RemoteReleases = {
  remote: 'menu',
  stableVersion: STABLE,
  canary: { version: CANARY, share: 25 },
  rollout: {
    version: CANARY,
    stages: [5, 25, 50, 100],
    stage: 1,
    stageStartedAt: new Date(NOW - 72 * 60_000).toISOString(),
    startedAt: new Date(NOW - 3 * 60 * 60_000).toISOString(),
    minMinutes: 30,
    minViews: 200,
    approveAt: [50],
    status: 'running',
    lastVerdict: {
      at: new Date(NOW - 60_000).toISOString(),
      verdict: 'wait',
      reason: 'canary error views 4.0 % against 1.0 %: not yet significant',
    },
  },
};
const deals: RemoteReleases = { remote: 'deals', stableVersion: '2026.11.20-0a0a0a0' };

/** A release with `views` views in each of the window's last `minutes` minutes. */
function release(version: string, canary: boolean, per: Omit<SignalMinute, 'minute'>, minutes = 30): ReleaseSignals {
  const end = Date.parse(range.to);
  const list = Array.from({ length: minutes }, (_, index) => ({
    ...per,
    minute: new Date(end - (minutes - index) * 60_000).toISOString(),
  }));
  const sum = (key: 'views' | 'errorViews' | 'failedLoads' | 'crashes') => list.reduce((total, minute) => total + minute[key], 0);
  return {
    version,
    canary,
    minutes: list,
    totals: {
      views: sum('views'),
      errorViews: sum('errorViews'),
      failedLoads: sum('failedLoads'),
      crashes: sum('crashes'),
      people: 40,
      errorPeople: canary ? 10 : 4,
      failedLoadPeople: canary ? 6 : 0,
      inpP75: per.inpP75,
      inpSamples: sum('views'),
      lcpP75: per.lcpP75,
      lcpSamples: sum('views'),
      clsP75: per.clsP75,
      clsSamples: sum('views'),
    },
  };
}

const stableSignals = release(STABLE, false, {
  views: 20,
  errorViews: 1,
  failedLoads: 0,
  crashes: 0,
  inpP75: 120,
  lcpP75: 900,
  clsP75: 0.01,
});
const canarySignals = release(CANARY, true, {
  views: 10,
  errorViews: 2,
  failedLoads: 1,
  crashes: 1,
  inpP75: 310,
  lcpP75: 950,
  clsP75: 0.02,
});

function renderPage(props: Partial<ReleasesPageProps> = {}) {
  const onWindowChange = jest.fn();
  const user = userEvent.setup({ delay: null });
  render(
    <ReleasesPage
      remotes={[deals, menu]}
      loading={false}
      signals={{ menu: { loading: false, summary: { ...range, releases: [canarySignals, stableSignals] } } }}
      window="1h"
      onWindowChange={onWindowChange}
      now={NOW}
      {...props}
    />,
  );
  return { user, onWindowChange };
}

const card = (name: string) => screen.getByRole('region', { name });
const commandsOf = (remote: HTMLElement) =>
  within(remote)
    .getAllByText(/^npm run release --/)
    .map((code) => code.textContent);
const fact = (within_: HTMLElement, term: string) => within(within_).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

/** The y of each point of a series' line, from its path (the SVG's y grows downwards). */
function lineYs(chart: Element, series: 'stable' | 'canary') {
  const path = chart.querySelector(`[data-series="${series}"] path`)?.getAttribute('d') ?? '';
  return [...path.matchAll(/[ML]\s*[-\d.e]+[ ,]([-\d.e]+)/g)].map((match) => Number(match[1]));
}

describe('Releases page (issue 25)', () => {
  // The charts' chunk loads once, as in the browser; after it, every render draws them at once.
  beforeAll(async () => {
    renderPage();
    await screen.findAllByRole('img');
    cleanup();
  });

  it('shows a rolling release: versions, share, stage, time in stage, status and last verdict with its reason', () => {
    renderPage();
    const remote = card('menu');
    expect(fact(remote, 'Stable')).toBe(STABLE);
    expect(fact(remote, 'Canary')).toBe(CANARY);
    expect(fact(remote, 'Share')).toBe('25 %');
    expect(fact(remote, 'Stage')).toBe('2 of 4: 25 %');
    expect(fact(remote, 'Time in stage')).toBe('1 h 12 min (each stage: at least 30 min and 200 views)');
    expect(fact(remote, 'Rollout')).toMatch(/^Running of 2026\.11\.24-def5678$/);
    expect(fact(remote, 'Last verdict')).toMatch(/^Wait: canary error views 4\.0 % against 1\.0 %: not yet significant \(/);
  });

  it("keeps the last decision beside the last tick's wait, and says which minutes each verdict judged, not the charts' hour", () => {
    const minutesAgo = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();
    const advance = {
      at: minutesAgo(3),
      verdict: 'advance' as const,
      reason: '5% for 30 min: no worse than stable',
      judged: { from: minutesAgo(33), to: minutesAgo(3) },
    };
    const tick = {
      at: minutesAgo(1),
      verdict: 'too little data' as const,
      reason: '25% for 2 min: canary has 80 of 200 views',
      judged: { from: minutesAgo(3), to: minutesAgo(1) },
    };
    const rollout = { ...menu.rollout!, stageStartedAt: minutesAgo(3), lastVerdict: tick, lastDecision: advance };
    renderPage({ remotes: [{ ...menu, rollout }] });
    const remote = card('menu');
    const short = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });
    const clock = (iso: string) => short.format(new Date(iso));

    expect(fact(remote, 'Last verdict')).toMatch(/^Too little data: 25% for 2 min: canary has 80 of 200 views \(/);
    expect(fact(remote, 'Last verdict')).toContain(`judged ${clock(tick.judged.from)}–${clock(tick.judged.to)}, 2 min of the stage)`);
    expect(fact(remote, 'Last decision')).toMatch(/^Advance: 5% for 30 min: no worse than stable \(/);
    expect(fact(remote, 'Last decision')).toContain(
      `judged ${clock(advance.judged.from)}–${clock(advance.judged.to)}, 30 min of the stage)`,
    );
    const signals = within(remote).getByRole('group', { name: 'Canary beside stable, last hour' });
    expect(signals).toHaveTextContent(
      `The last verdict judged ${clock(tick.judged.from)}–${clock(tick.judged.to)} (2 min of the stage); the charts show the last hour.`,
    );
  });

  it('shows no Last decision when the last verdict is the decision itself', () => {
    const decision = { at: new Date(NOW - 60_000).toISOString(), verdict: 'advance' as const, reason: 'no worse than stable' };
    renderPage({ remotes: [{ ...menu, rollout: { ...menu.rollout!, lastVerdict: decision, lastDecision: decision } }] });
    expect(within(card('menu')).queryByText('Last decision', { selector: 'dt' })).not.toBeInTheDocument();
  });

  it('lists the remotes with a canary or a rollout first, and a stable-only remote without signals or commands', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['menu', 'deals']);
    const stableOnly = card('deals');
    expect(fact(stableOnly, 'Stable')).toBe('2026.11.20-0a0a0a0');
    expect(fact(stableOnly, 'Canary')).toBe('None');
    expect(within(stableOnly).queryByRole('group')).not.toBeInTheDocument();
    expect(within(stableOnly).queryByRole('heading', { name: 'Commands' })).not.toBeInTheDocument();
  });

  it('gives the commands to run with the remote and version filled in: abort while running, approve too when a stage waits for it', () => {
    renderPage();
    expect(commandsOf(card('menu'))).toEqual(['npm run release -- abort menu']);
    expect(within(card('menu')).getByText(`Abort the rollout of ${CANARY}`)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /approve|abort/i })).not.toBeInTheDocument();

    cleanup();
    renderPage({ remotes: [{ ...menu, rollout: { ...menu.rollout!, status: 'waiting-approval' } }] });
    expect(commandsOf(card('menu'))).toEqual(['npm run release -- approve menu', 'npm run release -- abort menu']);
    expect(within(card('menu')).getByText(`Approve the next stage of ${CANARY}`)).toBeInTheDocument();
    expect(fact(card('menu'), 'Rollout')).toMatch(/^Waiting for approval/);
  });

  it('draws each signal canary beside stable: the canary line above stable where it is worse, with the window figures in words', async () => {
    renderPage();
    const charts = await within(card('menu')).findAllByRole('img');
    expect(charts.map((chart) => chart.getAttribute('aria-label'))).toEqual([
      'Error views of menu over time: canary 20.0 %, stable 5.0 % over the window',
      'Failed loads of menu over time: canary 10.0 %, stable 0.0 % over the window',
      'INP p75 of menu over time: canary 310 ms, stable 120 ms over the window',
      'LCP p75 of menu over time: canary 950 ms, stable 900 ms over the window',
    ]);
    for (const chart of charts) {
      const canary = lineYs(chart, 'canary');
      const stable = lineYs(chart, 'stable');
      // 30 minutes with views: one point each, and the canary's higher on screen (a smaller y) at every one.
      expect(canary).toHaveLength(30);
      expect(stable).toHaveLength(30);
      canary.forEach((y, index) => expect(y).toBeLessThan(stable[index]));
    }
  });

  it('leaves the minutes without views out of the line instead of drawing them as zero', async () => {
    const sparse = { ...canarySignals, minutes: [canarySignals.minutes[0], canarySignals.minutes[29]] };
    renderPage({ signals: { menu: { loading: false, summary: { ...range, releases: [sparse, stableSignals] } } } });
    const [errors] = await within(card('menu')).findAllByRole('img');
    expect(lineYs(errors, 'canary')).toHaveLength(2);
    // Two lone minutes: each drawn as a mark (the canary's square), since no neighbour joins it to a line.
    expect(errors.querySelectorAll('[data-series="canary"] rect')).toHaveLength(2);
    expect(errors.querySelectorAll('[data-series="canary"] circle')).toHaveLength(0);
    expect(errors.querySelector('[data-series="canary"] path')?.getAttribute('d')).toMatch(/^M[^M]+M[^M]+$/);
  });

  it("gives the window's exact figures of both releases in a table, with the share of people who had an error or a failed load", async () => {
    renderPage();
    const table = within(card('menu')).getByRole('table', { name: 'Signals of menu, last hour' });
    const row = (name: RegExp) => within(within(table).getByRole('rowheader', { name }).closest('tr') as HTMLElement).getAllByRole('cell');
    expect(row(/^Canary/).map((cell) => cell.textContent)).toEqual([
      '300',
      '40',
      '60 (20.0 %)',
      '30 (10.0 %)',
      '30',
      '310 ms',
      '950 ms',
      '0.020',
      '10 (25.0 %)',
      '6 (15.0 %)',
    ]);
    expect(row(/^Stable/).map((cell) => cell.textContent)).toEqual([
      '600',
      '40',
      '30 (5.0 %)',
      '0 (0.0 %)',
      '0',
      '120 ms',
      '900 ms',
      '0.010',
      '4 (10.0 %)',
      '0 (0.0 %)',
    ]);
    expect(within(table).getByRole('rowheader', { name: `Canary ${CANARY}` })).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .slice(-2)
        .map((header) => header.textContent),
    ).toEqual(['People with an error view', 'People with a failed load']);
  });

  it('says so when neither release had views in the window, and shows a release without views as such', async () => {
    renderPage({ signals: { menu: { loading: false, summary: { ...range, releases: [] } } } });
    expect(within(card('menu')).getByText('No views of these releases reported in this window.')).toBeInTheDocument();
    expect(within(card('menu')).queryByRole('img')).not.toBeInTheDocument();

    cleanup();
    renderPage({ signals: { menu: { loading: false, summary: { ...range, releases: [stableSignals] } } } });
    const table = within(card('menu')).getByRole('table');
    expect(within(table).getByRole('rowheader', { name: 'Canary' }).closest('tr')).toHaveTextContent('No views in this window');
    const [errors] = await within(card('menu')).findAllByRole('img');
    expect(errors).toHaveAccessibleName('Error views of menu over time: canary no data, stable 5.0 % over the window');
    expect(lineYs(errors, 'canary')).toHaveLength(0);
  });

  it('shows loading and failure states: the whole page, and one remote whose signals could not be read', async () => {
    renderPage({ remotes: null, loading: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading releases...');

    cleanup();
    const onRetry = jest.fn();
    const { user } = renderPage({
      remotes: null,
      failure: { title: 'Releases could not be loaded', detail: 'Could not read (404)', onRetry },
    });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveAccessibleName('Releases could not be loaded');
    expect(alert).toHaveAccessibleDescription('Could not read (404)');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);

    cleanup();
    renderPage({ signals: { menu: { loading: true } } });
    expect(within(card('menu')).getByRole('status')).toHaveTextContent('Loading the signals of menu...');
    expect(within(card('menu')).getByRole('group', { name: 'Canary beside stable, last hour' })).toHaveAttribute('aria-busy', 'true');

    cleanup();
    renderPage({
      signals: { menu: { loading: false, failure: { title: 'The signals of menu could not be loaded', detail: 'Forbidden', onRetry } } },
    });
    expect(within(card('menu')).getByRole('alert')).toHaveAccessibleName('The signals of menu could not be loaded');
    expect(fact(card('menu'), 'Stable')).toBe(STABLE);
  });

  it('keeps the last releases read on screen under the notice when reading the file again fails', () => {
    renderPage({ failure: { title: 'Releases could not be loaded', detail: 'Could not read (503)', onRetry: jest.fn() } });
    expect(screen.getByRole('alert')).toHaveAccessibleName('Releases could not be loaded');
    expect(fact(card('menu'), 'Stable')).toBe(STABLE);
  });

  it('says when the deployment file names no remote', () => {
    renderPage({ remotes: [] });
    expect(screen.getByText('The deployment file names no remote.')).toBeInTheDocument();
  });

  it('chooses the window from the keyboard: the radio group moves with the arrow keys', async () => {
    const { user, onWindowChange } = renderPage();
    const group = screen.getByRole('group', { name: 'Signals over' });
    expect(within(group).getByRole('radio', { name: 'Last hour' })).toBeChecked();
    await user.tab();
    expect(within(group).getByRole('radio', { name: 'Last hour' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(onWindowChange).toHaveBeenLastCalledWith('6h');
    await user.click(within(group).getByRole('radio', { name: '7 days' }));
    expect(onWindowChange).toHaveBeenLastCalledWith('7d');
  });
});
