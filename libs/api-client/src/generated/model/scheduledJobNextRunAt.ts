
/**
 * When the next period's run is due; null when off
 */
export type ScheduledJobNextRunAt = string | null;
