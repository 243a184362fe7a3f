
export interface ScheduledJobFailure {
  message: string;
  /** When the failed attempt ended */
  at: string;
}
