import { sweepExpiredActivity } from '../activity-reads/activity-retention';
import type { Database } from '../db/database';
import { sweepUnreferencedImages } from '../images/image-cleanup';
import type { ImageStore } from '../images/image-store';
import { sweepOldReleaseSignals } from '../release-signals/release-signal-retention';

/*
 * The work the API hosts run on a schedule (apps/api/README.md, "Scheduled work"). The push outbox is not
 * one of them: no push provider is wired yet (push/push-outbox.ts drainPushOutbox takes one), and a drain
 * without one would mark notifications sent that nobody sent.
 */

export const SCHEDULED_JOB_NAMES = ['release-tick', 'activity-retention', 'release-signal-pruning', 'image-sweep'] as const;
export type ScheduledJobName = (typeof SCHEDULED_JOB_NAMES)[number];

/** Each job in the Releases screen's words. */
export const SCHEDULED_JOB_TITLES: Readonly<Record<ScheduledJobName, string>> = {
  'release-tick': 'Rolling releases tick',
  'activity-retention': 'Activity trail retention',
  'release-signal-pruning': 'Release signals pruning',
  'image-sweep': 'Unreferenced images sweep',
};

/** One job: what it does, how often, and how its failures are tried again. */
export interface ScheduledJob {
  name: string;
  /** Its period: it runs once in each such slot of the clock (slots counted from the epoch), across hosts. */
  everySeconds: number;
  /** Attempts after the first that failed, each retryDelaySeconds later, before the period's run is given up. */
  retryLimit: number;
  retryDelaySeconds: number;
  /** Past this an attempt whose host vanished is counted failed (and tried again) by the queue. */
  expireSeconds: number;
  /** One run; resolves to a line for the log when it did something worth saying. */
  run(): Promise<string | undefined>;
}

/** How often each job runs on this host (null: off); config.ts reads them from RELEASE_TICK_EVERY and SWEEP_EVERY. */
export interface ScheduleSettings {
  releaseTickSeconds: number | null;
  sweepSeconds: number | null;
}

export const DEFAULT_RELEASE_TICK_SECONDS = 60;
export const DEFAULT_SWEEP_SECONDS = 24 * 60 * 60;

/** Stored images are swept once they are an hour old: an upload's row may still be on its way. */
const IMAGE_SWEEP_AFTER_MS = 60 * 60 * 1000;

export interface ScheduledJobDependencies {
  db: Database;
  imageStore: ImageStore;
  auditRetentionDays: number;
  releaseSignalsRawDays: number;
  /** The rolling releases' step (the releases module's tick): advances, holds or rolls back each rollout. */
  tickReleases?: () => Promise<string | undefined>;
}

/** This host's jobs, those its settings leave on. */
export function scheduledJobs(settings: ScheduleSettings, deps: ScheduledJobDependencies): ScheduledJob[] {
  const jobs: ScheduledJob[] = [];
  const sweep = (name: ScheduledJobName, run: () => Promise<string | undefined>) =>
    settings.sweepSeconds && jobs.push(periodic(name, settings.sweepSeconds, run));
  if (settings.releaseTickSeconds && deps.tickReleases) jobs.push(periodic('release-tick', settings.releaseTickSeconds, deps.tickReleases));
  sweep('activity-retention', async () => {
    const removed = await sweepExpiredActivity(deps.db, { now: new Date(), retentionDays: deps.auditRetentionDays });
    return removed > 0 ? `removed ${removed} activity events older than AUDIT_RETENTION_DAYS` : undefined;
  });
  sweep('release-signal-pruning', async () => {
    const removed = await sweepOldReleaseSignals(deps.db, { now: new Date(), rawDays: deps.releaseSignalsRawDays });
    const total = Object.values(removed).reduce((sum, count) => sum + count, 0);
    return total > 0 ? `removed old release signals ${JSON.stringify(removed)}` : undefined;
  });
  sweep('image-sweep', async () => {
    const removed = await sweepUnreferencedImages(deps.db, deps.imageStore, new Date(Date.now() - IMAGE_SWEEP_AFTER_MS));
    return removed > 0 ? `removed ${removed} stored images no row references` : undefined;
  });
  return jobs;
}

/** pg-boss refuses a queue whose expiry is 24 hours or more: a day's sweep (SWEEP_EVERY=1d) expires just under. */
export const LONGEST_EXPIRY_SECONDS = 23 * 60 * 60;

/**
 * A job of `everySeconds`, its retries spread within the period (a minute apart at most, a second at least),
 * an attempt whose host vanished counted failed after its period (15 minutes at least, under a day at most).
 */
export function periodic(name: string, everySeconds: number, run: () => Promise<string | undefined>): ScheduledJob {
  const retryDelaySeconds = Math.max(1, Math.min(60, Math.floor(everySeconds / 4)));
  const expireSeconds = Math.min(LONGEST_EXPIRY_SECONDS, Math.max(15 * 60, everySeconds));
  return { name, everySeconds, retryLimit: 3, retryDelaySeconds, expireSeconds, run };
}

/** The start of the slot after `now` for a period: where every host's clock agrees the next run is due. */
export function nextSlotAt(everySeconds: number, now: Date): Date {
  const period = everySeconds * 1000;
  return new Date((Math.floor(now.getTime() / period) + 1) * period);
}

/**
 * How long after a slot starts a host asks for its run: late enough that a host whose clock is a little
 * ahead of the database's does not ask in the slot before (the database's clock decides), a tenth of the
 * period at most.
 */
export function askDelayMs(everySeconds: number): number {
  return Math.min(5_000, everySeconds * 100);
}
