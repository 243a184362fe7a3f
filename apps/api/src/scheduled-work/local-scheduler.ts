import type { Queryable } from '../db/database';
import { recordedRun } from './job-runs';
import { askDelayMs, nextSlotAt, type ScheduledJob } from './scheduled-jobs';
import type { RunningSchedule, SchedulerLog } from './scheduler-types';

/**
 * The same jobs on timers of this process, for PGlite (development, tests): an embedded database one
 * process opens at a time (API_PROCESSES > 1 needs DATABASE_URL), so this process is the only host and a
 * run per slot of its own clock is once across hosts. pg-boss is not put on PGlite: its workers poll
 * every queue every few seconds, each poll a statement queued behind requests on PGlite's one connection,
 * and its plans (multi-statement, advisory locks) assume a server. The run, its record and its retries
 * are the queue's: runs are written as they are on PostgreSQL, and a failure is tried again retryLimit times.
 */
export function startLocalScheduler(options: { db: Queryable; jobs: readonly ScheduledJob[]; log: SchedulerLog }): RunningSchedule {
  const { db, jobs, log } = options;
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<void>>();
  let stopped = false;

  const later = (ms: number, fn: () => void) => {
    if (stopped) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      fn();
    }, ms);
    timer.unref();
    timers.add(timer);
  };

  for (const job of jobs) {
    const attempt = (retriesLeft: number, then: () => void) => {
      if (stopped) return;
      const run = recordedRun(db, job).then(
        (said) => {
          if (said) log.info({ job: job.name }, said);
          then();
        },
        (error: unknown) => {
          log.error({ err: error, job: job.name, retriesLeft }, 'a scheduled run failed');
          if (retriesLeft > 0) later(job.retryDelaySeconds * 1000, () => attempt(retriesLeft - 1, then));
          else then();
        },
      );
      running.add(run);
      void run.finally(() => running.delete(run));
    };
    // One run (and its retries) at a time: the next slot's waits for them, as the queue's singleton does.
    const atNextSlot = () =>
      later(nextSlotAt(job.everySeconds, new Date()).getTime() + askDelayMs(job.everySeconds) - Date.now(), () =>
        attempt(job.retryLimit, atNextSlot),
      );
    attempt(job.retryLimit, atNextSlot);
  }

  return {
    runner: 'in-process',
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      await Promise.allSettled([...running]);
    },
  };
}
