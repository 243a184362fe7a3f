import type { Database } from '../db/database';
import type { OperationHandlers } from '../http/contract-routes';
import { jobStatuses } from './job-runs';
import { SCHEDULED_JOB_NAMES, SCHEDULED_JOB_TITLES } from './scheduled-jobs';
import type { SchedulerRunner } from './start-scheduled-work';

/** What this process runs (start-api.ts passes it); nothing when absent (an API built without a scheduler). */
export interface ScheduledWorkOnHost {
  runner: SchedulerRunner;
  jobs: ReadonlyArray<{ name: string; everySeconds: number }>;
}

/** listScheduledWork: every job, with this host's period and what the runs of all hosts say of it. */
export function scheduledWorkHandlers({
  db,
  now,
  onHost = { runner: 'none', jobs: [] },
}: {
  db: Database;
  now: () => Date;
  onHost?: ScheduledWorkOnHost;
}): OperationHandlers {
  return {
    async listScheduledWork() {
      const periods = new Map(onHost.jobs.map((job) => [job.name, job.everySeconds]));
      const jobs = SCHEDULED_JOB_NAMES.map((name) => ({ name, everySeconds: periods.get(name) ?? null }));
      const statuses = await jobStatuses(db, jobs, now());
      return {
        runner: onHost.runner,
        jobs: jobs.map((job) => {
          const status = statuses.get(job.name);
          return {
            job: job.name,
            title: SCHEDULED_JOB_TITLES[job.name],
            every: job.everySeconds,
            lastRun: status?.lastRun ?? null,
            nextRunAt: status?.nextRunAt ?? null,
            lastFailure: status?.lastFailure ?? null,
            recentFailures: status?.recentFailures ?? 0,
          };
        }),
      };
    },
  };
}
