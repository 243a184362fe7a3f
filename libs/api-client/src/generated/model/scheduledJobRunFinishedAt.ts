
/**
 * Null while it runs
 */
export type ScheduledJobRunFinishedAt = string | null;
