import type { ActivityActor } from '../activity/activity-context';
import { runWithActivity } from '../activity/activity-context';
import { recordingDatabase } from '../activity/recording-database';
import type { Database } from '../db/database';
import { tickReleases } from '../releases/tick-releases';

/** Who the trail names for the scheduler's steps, as it names a person's through POST /release-state/tick. */
const SCHEDULER: ActivityActor = { userId: null, name: 'Scheduler', role: 'system' };

/**
 * The release-tick job: one tick of every rolling release (releases/tick-releases.ts), its steps recorded
 * in the activity trail as tickRollingReleases by the scheduler. Resolves to a line naming the steps made.
 */
export function scheduledReleaseTick(db: Database): () => Promise<string | undefined> {
  const recorded = recordingDatabase(db);
  return async () => {
    const results = await runWithActivity({ operationId: 'tickRollingReleases', actor: () => SCHEDULER }, () =>
      tickReleases({ db: recorded }),
    );
    const steps = results.filter((result) => result.applied && result.action !== 'wait' && result.action !== 'none');
    return steps.length > 0
      ? `rolling releases stepped: ${steps.map((step) => `${step.remote} ${step.action} (${step.reason})`).join('; ')}`
      : undefined;
  };
}
