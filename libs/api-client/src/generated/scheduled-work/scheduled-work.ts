import type {
  ScheduledWorkResponse
} from '.././model';

import { apiRequest } from '../../http/api-request';


type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];


  /**
 * The jobs of the scheduler (apps/api/README.md, "Scheduled work"): the rolling releases' tick, the
activity trail's retention sweep, the release signals' pruning and the sweep of stored images no row
references. Each runs once a period across every API host (a job queue in PostgreSQL; on PGlite a
timer of the one process), and a failed run is tried again. `every` is this host's period in
seconds (null when the job is off on it); `lastRun` the newest attempt; `lastFailure` the newest
failed attempt; `recentFailures` the failed attempts of the last 24 hours.

 * @summary The work the API hosts run on a schedule, each job's last run, next run and failures
 */
export const listScheduledWork = (
    
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<ScheduledWorkResponse>(
      {url: `/scheduled-work`, method: 'GET'
    },
      options);
    }
  export type ListScheduledWorkResult = NonNullable<Awaited<ReturnType<typeof listScheduledWork>>>
