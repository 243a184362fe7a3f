import { readFailureOf, useListScheduledWork, type ScheduledJob, type ScheduledWorkResponse } from '@console/api-client/queries';
import { Loader, ReadFailureNotice, StatusBadge, Table, TableFrame, type ReadFailure } from '@console/ui';

export interface ScheduledWorkPanelProps {
  work: ScheduledWorkResponse | undefined;
  loading: boolean;
  failure?: ReadFailure;
}

const RUNNERS: Record<ScheduledWorkResponse['runner'], string> = {
  'job-queue': 'Run once across every API host by the job queue in PostgreSQL.',
  'in-process': 'Run by this API process (PGlite: one process is the only host).',
  none: 'This API process runs no scheduled work.',
};

const OUTCOMES = { succeeded: 'Succeeded', failed: 'Failed', running: 'Running' } as const;

/** 60 → 'Every minute', 86400 → 'Every day', 90 → 'Every 90 seconds'. */
export function periodWords(seconds: number | null): string {
  if (seconds === null) return 'Off on this host';
  for (const [unit, size] of [
    ['day', 86400],
    ['hour', 3600],
    ['minute', 60],
  ] as const) {
    if (seconds % size === 0) return seconds === size ? `Every ${unit}` : `Every ${seconds / size} ${unit}s`;
  }
  return seconds === 1 ? 'Every second' : `Every ${seconds} seconds`;
}

const when = (iso: string | null | undefined) =>
  iso ? new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'medium' }) : '—';

/** The Releases screen's "Scheduled work": each job's period, last run, next run and failures. */
export function ScheduledWorkPanel({ work, loading, failure }: ScheduledWorkPanelProps) {
  return (
    <section className="releases-automation" aria-labelledby="scheduled-work-title">
      <h2 id="scheduled-work-title">Scheduled work</h2>
      {failure ? <ReadFailureNotice failure={failure} /> : null}
      {!work ? (
        loading && !failure ? (
          <Loader label="Loading scheduled work..." />
        ) : null
      ) : (
        <>
          <p className="releases-automation__note">{RUNNERS[work.runner]}</p>
          <TableFrame>
            <Table aria-label="Scheduled work">
              <thead>
                <tr>
                  <th scope="col">Job</th>
                  <th scope="col">Period</th>
                  <th scope="col">Last run</th>
                  <th scope="col">Next run</th>
                  <th scope="col">Last failure</th>
                  <th scope="col">Failures (24 h)</th>
                </tr>
              </thead>
              <tbody>
                {work.jobs.map((job) => (
                  <JobRow key={job.job} job={job} />
                ))}
              </tbody>
            </Table>
          </TableFrame>
        </>
      )}
    </section>
  );
}

function JobRow({ job }: { job: ScheduledJob }) {
  return (
    <tr>
      <th scope="row">{job.title}</th>
      <td>{periodWords(job.every)}</td>
      <td>
        {job.lastRun ? (
          <>
            {when(job.lastRun.startedAt)}{' '}
            <StatusBadge tone={job.lastRun.outcome === 'failed' ? 'critical' : job.lastRun.outcome === 'running' ? 'neutral' : 'success'}>
              {OUTCOMES[job.lastRun.outcome]}
            </StatusBadge>
          </>
        ) : (
          'Never'
        )}
      </td>
      <td>{when(job.nextRunAt)}</td>
      <td>{job.lastFailure ? `${job.lastFailure.message} (${when(job.lastFailure.at)})` : 'None'}</td>
      <td>{job.recentFailures}</td>
    </tr>
  );
}

/** The panel over listScheduledWork, asked again every 30 seconds (a tick's run shows without a reload). */
export function ScheduledWork() {
  const work = useListScheduledWork({ query: { refetchInterval: 30_000, meta: { failure: 'Failed to get the scheduled work' } } });
  return <ScheduledWorkPanel work={work.data} loading={work.isFetching} failure={readFailureOf(work, 'The scheduled work')} />;
}
