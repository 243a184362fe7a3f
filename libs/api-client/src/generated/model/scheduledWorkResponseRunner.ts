
/**
 * How this host runs them: `job-queue` (pg-boss in PostgreSQL, once across every host),
`in-process` (a timer of the one PGlite process), `none` (this process runs no scheduled work)

 */
export type ScheduledWorkResponseRunner = typeof ScheduledWorkResponseRunner[keyof typeof ScheduledWorkResponseRunner];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ScheduledWorkResponseRunner = {
  'job-queue': 'job-queue',
  'in-process': 'in-process',
  none: 'none',
} as const;
