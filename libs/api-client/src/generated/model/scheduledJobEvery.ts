
/**
 * This host's period in seconds; null when the job is off on it
 * @minimum 1
 */
export type ScheduledJobEvery = number | null;
