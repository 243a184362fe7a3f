import type { ActivityPersonRole } from './activityPersonRole';

export interface ActivityPerson {
  userId: number;
  /** Their name now */
  name: string;
  role: ActivityPersonRole;
  /** An owner's restaurant */
  restaurantName?: string;
}
