import type { ScheduledJobRunFinishedAt } from './scheduledJobRunFinishedAt';
import type { ScheduledJobRunOutcome } from './scheduledJobRunOutcome';

export interface ScheduledJobRun {
  startedAt: string;
  /** Null while it runs */
  finishedAt: ScheduledJobRunFinishedAt;
  outcome: ScheduledJobRunOutcome;
  /** The API process that ran it (host name and process id) */
  runner: string;
}
