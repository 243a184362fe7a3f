import type { ActivityActorUserId } from './activityActorUserId';
import type { ActivityActorRole } from './activityActorRole';

/**
 * Who did it, as they were at the time
 */
export interface ActivityActor {
  /** Null for an unknown person (a sign-in with an unknown email) or the system */
  userId?: ActivityActorUserId;
  /** Their name at the time, or the email tried, or "System" */
  name: string;
  role: ActivityActorRole;
}
