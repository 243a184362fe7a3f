import type { ScheduledJobJob } from './scheduledJobJob';
import type { ScheduledJobEvery } from './scheduledJobEvery';
import type { ScheduledJobLastRun } from './scheduledJobLastRun';
import type { ScheduledJobNextRunAt } from './scheduledJobNextRunAt';
import type { ScheduledJobLastFailure } from './scheduledJobLastFailure';

export interface ScheduledJob {
  job: ScheduledJobJob;
  /** The job in the Releases screen's words, e.g. 'Rolling releases tick' */
  title: string;
  /**
   * This host's period in seconds; null when the job is off on it
   * @minimum 1
   */
  every: ScheduledJobEvery;
  lastRun: ScheduledJobLastRun;
  /** When the next period's run is due; null when off */
  nextRunAt: ScheduledJobNextRunAt;
  lastFailure: ScheduledJobLastFailure;
  /**
   * Failed attempts in the last 24 hours
   * @minimum 0
   */
  recentFailures: number;
}
