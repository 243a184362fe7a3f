import { render, screen, within } from '@testing-library/react';
import type { ScheduledWorkResponse } from '@console/api-client';
import { session } from '@console/session';
import { renderWithProviders, signInForTest } from '@console/testing/react';
import { periodWords, ScheduledWork, ScheduledWorkPanel } from './scheduled-work-panel';

const table = () => screen.getByRole('table', { name: 'Scheduled work' });
const rowOf = (title: string) => within(table()).getByRole('rowheader', { name: title }).closest('tr') as HTMLElement;
const cells = (title: string) =>
  within(rowOf(title))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

afterEach(() => session.logout());

describe('Scheduled work on the Releases screen', () => {
  it("lists the API's jobs with their periods and last runs (the sweeps run as the API starts)", async () => {
    await signInForTest('super@example.com', 'Administrator');
    renderWithProviders(<ScheduledWork />);

    expect(await screen.findByRole('table', { name: 'Scheduled work' })).toBeInTheDocument();
    expect(screen.getByText('Run by this API process (PGlite: one process is the only host).')).toBeInTheDocument();
    for (const sweep of ['Activity trail retention', 'Release signals pruning', 'Unreferenced images sweep']) {
      const [period, lastRun, nextRun, lastFailure, failures] = cells(sweep);
      expect(period).toBe('Every day');
      expect(lastRun).toMatch(/Succeeded|Running/);
      expect(nextRun).not.toBe('—');
      expect([lastFailure, failures]).toEqual(['None', '0']);
    }
    expect(within(rowOf('Rolling releases tick')).getAllByRole('cell')[0].textContent).toMatch(/^Every|Off on this host$/);
  });

  it('shows a failed run, its message and when, and how many failed in the last day', () => {
    const at = '2026-12-02T18:30:05.000Z';
    const work: ScheduledWorkResponse = {
      runner: 'job-queue',
      jobs: [
        {
          job: 'release-tick',
          title: 'Rolling releases tick',
          every: 60,
          lastRun: { startedAt: at, finishedAt: at, outcome: 'failed', runner: 'api-2:4242' },
          nextRunAt: '2026-12-02T18:31:05.000Z',
          lastFailure: { message: 'The release state could not be read', at },
          recentFailures: 3,
        },
      ],
    };
    render(<ScheduledWorkPanel work={work} loading={false} />);

    expect(screen.getByText('Run once across every API host by the job queue in PostgreSQL.')).toBeInTheDocument();
    const [period, lastRun, , lastFailure, failures] = cells('Rolling releases tick');
    expect(period).toBe('Every minute');
    expect(lastRun).toContain('Failed');
    expect(lastFailure).toContain('The release state could not be read');
    expect(lastFailure).toContain(new Date(at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'medium' }));
    expect(failures).toBe('3');
  });

  it('says periods in words', () => {
    expect([60, 86400, 90, 5, 7200, null].map(periodWords)).toEqual([
      'Every minute',
      'Every day',
      'Every 90 seconds',
      'Every 5 seconds',
      'Every 2 hours',
      'Off on this host',
    ]);
  });
});
