// What the two schedulers (the job queue's and this process's timers) answer and log to.
export interface SchedulerLog {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

/** How this process runs the scheduled work, as listScheduledWork says it. */
export type SchedulerRunner = 'job-queue' | 'in-process' | 'none';

export interface RunningSchedule {
  runner: SchedulerRunner;
  /** Stops asking for runs; waits for the one under way. */
  stop(): Promise<void>;
}
