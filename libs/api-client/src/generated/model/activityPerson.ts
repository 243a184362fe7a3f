import type { ActivityPersonRole } from './activityPersonRole';

export interface ActivityPerson {
  userId: number;
  /** Their name now, or their email when they have none */
  name: string;
  role: ActivityPersonRole;
  /** An owner's restaurant */
  restaurantName?: string;
}
