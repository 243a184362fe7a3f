
export type ScheduledJobJob = typeof ScheduledJobJob[keyof typeof ScheduledJobJob];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ScheduledJobJob = {
  'release-tick': 'release-tick',
  'activity-retention': 'activity-retention',
  'release-signal-pruning': 'release-signal-pruning',
  'image-sweep': 'image-sweep',
} as const;
