import type { ScheduledWorkResponseRunner } from './scheduledWorkResponseRunner';
import type { ScheduledJob } from './scheduledJob';

export interface ScheduledWorkResponse {
  /** How this host runs them: `job-queue` (pg-boss in PostgreSQL, once across every host),
`in-process` (a timer of the one PGlite process), `none` (this process runs no scheduled work)
 */
  runner: ScheduledWorkResponseRunner;
  jobs: ScheduledJob[];
}
