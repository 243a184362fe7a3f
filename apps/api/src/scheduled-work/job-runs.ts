import { hostname } from 'node:os';
import type { Queryable } from '../db/database';
import { type ScheduledJob, nextSlotAt, askDelayMs } from './scheduled-jobs';

/** Attempts are kept two weeks: enough for the screen's last run and its failures of a day, and a look back. */
const KEPT_DAYS = 14;
/** A failure's message is kept this long at most (a stack is the log's, not the screen's). */
const MAX_FAILURE_LENGTH = 500;

/** This process, as the runs name it: host name and process id. */
export const THIS_RUNNER = `${hostname()}:${process.pid}`;

/**
 * One attempt of a job, written down (migration 046 scheduled_work_runs) as it starts and as it ends, with
 * its failure's message; the error is thrown on, for the scheduler to try again.
 */
export async function recordedRun(db: Queryable, job: ScheduledJob, runner = THIS_RUNNER): Promise<string | undefined> {
  const [{ runId }] = await db.query<{ runId: number }>(
    'INSERT INTO scheduled_work_runs (job, runner) VALUES ($1, $2) RETURNING run_id AS "runId"',
    [job.name, runner],
  );
  try {
    const said = await job.run();
    await db.query('UPDATE scheduled_work_runs SET finished_at = now() WHERE run_id = $1', [runId]);
    return said;
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, MAX_FAILURE_LENGTH) || 'failed';
    await db.query('UPDATE scheduled_work_runs SET finished_at = now(), failure = $2 WHERE run_id = $1', [runId, message]);
    throw error;
  } finally {
    await db.query(`DELETE FROM scheduled_work_runs WHERE job = $1 AND started_at < now() - make_interval(days => $2)`, [
      job.name,
      KEPT_DAYS,
    ]);
  }
}

export interface JobStatus {
  lastRun: { startedAt: string; finishedAt: string | null; outcome: 'running' | 'succeeded' | 'failed'; runner: string } | null;
  lastFailure: { message: string; at: string } | null;
  recentFailures: number;
  nextRunAt: string | null;
}

/** What the runs say of each job: its newest attempt, its newest failure and the failures of the last day. */
export async function jobStatuses(
  db: Queryable,
  jobs: ReadonlyArray<{ name: string; everySeconds: number | null }>,
  now: Date,
): Promise<Map<string, JobStatus>> {
  const rows = await db.query<{
    job: string;
    startedAt: Date | null;
    finishedAt: Date | null;
    failure: string | null;
    runner: string | null;
    failedAt: Date | null;
    failedMessage: string | null;
    recentFailures: number;
  }>(
    `SELECT j.job, last.started_at AS "startedAt", last.finished_at AS "finishedAt", last.failure, last.runner,
            failed.finished_at AS "failedAt", failed.failure AS "failedMessage",
            (SELECT count(*) FROM scheduled_work_runs r
              WHERE r.job = j.job AND r.failure IS NOT NULL AND r.started_at > $2::timestamptz - interval '1 day') AS "recentFailures"
       FROM unnest($1::text[]) AS j(job)
       LEFT JOIN LATERAL (SELECT * FROM scheduled_work_runs r WHERE r.job = j.job ORDER BY r.started_at DESC, r.run_id DESC LIMIT 1) last ON true
       LEFT JOIN LATERAL (SELECT * FROM scheduled_work_runs r WHERE r.job = j.job AND r.failure IS NOT NULL
                           ORDER BY r.started_at DESC, r.run_id DESC LIMIT 1) failed ON true`,
    [jobs.map((job) => job.name), now],
  );
  const byName = new Map(rows.map((row) => [row.job, row]));
  return new Map(
    jobs.map((job) => {
      const row = byName.get(job.name);
      const lastRun =
        row?.startedAt && row.runner
          ? {
              startedAt: row.startedAt.toISOString(),
              finishedAt: row.finishedAt?.toISOString() ?? null,
              outcome: !row.finishedAt ? ('running' as const) : row.failure ? ('failed' as const) : ('succeeded' as const),
              runner: row.runner,
            }
          : null;
      const nextRunAt = job.everySeconds
        ? new Date(nextSlotAt(job.everySeconds, now).getTime() + askDelayMs(job.everySeconds)).toISOString()
        : null;
      return [
        job.name,
        {
          lastRun,
          lastFailure: row?.failedAt && row.failedMessage ? { message: row.failedMessage, at: row.failedAt.toISOString() } : null,
          recentFailures: row?.recentFailures ?? 0,
          nextRunAt,
        },
      ];
    }),
  );
}
