import type { ScheduledJobFailure } from './scheduledJobFailure';

export type ScheduledJobLastFailure = ScheduledJobFailure | null;
