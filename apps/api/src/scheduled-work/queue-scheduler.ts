import PgBoss from 'pg-boss';
import { classifyDatabaseError } from '../db/errors';
import type { Queryable } from '../db/database';
import { recordedRun } from './job-runs';
import { askDelayMs, nextSlotAt, type ScheduledJob } from './scheduled-jobs';
import type { RunningSchedule, SchedulerLog } from './scheduler-types';

/** pg-boss's tables, beside the console's (it makes and migrates them itself as a host starts, under its lock). */
export const QUEUE_SCHEMA = 'pgboss';
/** The queue's own connections per API process, apart from the pool that serves requests. */
const QUEUE_CONNECTIONS = 2;

/**
 * The jobs on pg-boss, in the database every host shares (apps/api/README.md, "Scheduled work"). Each
 * process asks for each job's run at the start of every slot of its period (sendThrottled: one job per
 * slot, by a unique index on the slot the database's clock computes, so N hosts asking make one job);
 * whichever worker fetches it first runs it (SKIP LOCKED), and a failed run is retried by the queue
 * (retryLimit, retryDelay), a host that died mid-run by its expiry. The queues are `singleton`: a
 * slow run is never overlapped by the next slot's.
 */
export async function startQueueScheduler(options: {
  connectionString: string;
  db: Queryable;
  jobs: readonly ScheduledJob[];
  log: SchedulerLog;
}): Promise<RunningSchedule> {
  const { jobs, log, db } = options;
  const longest = Math.max(...jobs.map((job) => job.everySeconds), 12 * 60 * 60);
  const boss = new PgBoss({
    connectionString: options.connectionString,
    schema: QUEUE_SCHEMA,
    max: QUEUE_CONNECTIONS,
    application_name: 'console-api scheduled work',
    // No cron (its precision is a minute and it keeps clock monitors): each process asks per slot instead.
    schedule: false,
    supervise: true,
    // A slot's job must outlive its slot, or a second could be made in it: pg-boss asserts it per send.
    archiveCompletedAfterSeconds: longest,
  });
  // While PostgreSQL is down or restarting the queue's polls fail and pg-boss tries again by itself; the
  // outage is already told (readiness, "not ready"), so those are warnings. Anything else is an error.
  boss.on('error', (error) =>
    classifyDatabaseError(error) === 'unavailable'
      ? log.warn({ err: error }, 'the scheduled work queue cannot reach the database; it tries again by itself')
      : log.error({ err: error }, 'the scheduled work queue failed'),
  );
  await boss.start();

  const timers = new Set<NodeJS.Timeout>();
  let stopped = false;
  for (const job of jobs) {
    const queue = {
      name: job.name,
      policy: 'singleton' as const,
      retryLimit: job.retryLimit,
      retryDelay: job.retryDelaySeconds,
      expireInSeconds: job.expireSeconds,
    };
    // Several hosts starting at once: create_queue inserts ON CONFLICT DO NOTHING, so the later ones add nothing.
    if (await boss.getQueue(job.name)) await boss.updateQueue(job.name, queue);
    else await boss.createQueue(job.name, queue);

    const workerId = await boss.work(
      job.name,
      // Often enough to take a retry when it is due, and the slot's run when another host made it.
      { batchSize: 1, pollingIntervalSeconds: Math.max(0.5, Math.min(30, job.everySeconds / 2, job.retryDelaySeconds)) },
      async () => {
        const said = await recordedRun(db, job);
        if (said) log.info({ job: job.name }, said);
      },
    );
    const ask = async () => {
      try {
        const id = await boss.sendThrottled(job.name, {}, {}, job.everySeconds);
        // Made by this process: its own worker takes it now rather than at its next poll.
        if (id) boss.notifyWorker(workerId);
      } catch (error) {
        log.error({ err: error, job: job.name }, 'asking for a scheduled run failed');
      }
    };
    const askAtNextSlot = () => {
      if (stopped) return;
      const at = nextSlotAt(job.everySeconds, new Date()).getTime() + askDelayMs(job.everySeconds);
      const timer = setTimeout(() => {
        timers.delete(timer);
        void ask().finally(askAtNextSlot);
      }, at - Date.now());
      timer.unref();
      timers.add(timer);
    };
    // The current slot too: a host starting in the middle of a day sweeps it unless another already has.
    void ask().finally(askAtNextSlot);
  }

  return {
    runner: 'job-queue',
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      // A run under way finishes (or, past the timeout, is failed back to the queue for another host).
      await boss.stop({ graceful: true, timeout: 10_000, wait: true });
    },
  };
}
