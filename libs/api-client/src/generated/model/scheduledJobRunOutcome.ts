
export type ScheduledJobRunOutcome = typeof ScheduledJobRunOutcome[keyof typeof ScheduledJobRunOutcome];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ScheduledJobRunOutcome = {
  running: 'running',
  succeeded: 'succeeded',
  failed: 'failed',
} as const;
