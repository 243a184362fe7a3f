import type { ScheduledJobRun } from './scheduledJobRun';

export type ScheduledJobLastRun = ScheduledJobRun | null;
