import type { Queryable } from '../db/database';
import { startLocalScheduler } from './local-scheduler';
import { startQueueScheduler } from './queue-scheduler';
import type { ScheduledJob } from './scheduled-jobs';
import type { RunningSchedule, SchedulerLog } from './scheduler-types';

export type { RunningSchedule, SchedulerLog, SchedulerRunner } from './scheduler-types';

/**
 * The scheduled work of this process: on PostgreSQL (DATABASE_URL) pg-boss's queue, once a period
 * across every host and process; on PGlite timers of this process, its only host.
 */
export async function startScheduledWork(options: {
  databaseUrl?: string;
  db: Queryable;
  jobs: readonly ScheduledJob[];
  log: SchedulerLog;
}): Promise<RunningSchedule> {
  if (options.jobs.length === 0) return { runner: 'none', stop: async () => undefined };
  if (options.databaseUrl) return startQueueScheduler({ ...options, connectionString: options.databaseUrl });
  return startLocalScheduler(options);
}
