import type { ActivityActor } from './activityActor';
import type { ActivityActionKey } from './activityActionKey';
import type { ActivityObject } from './activityObject';
import type { ActivityEventRestaurant } from './activityEventRestaurant';

export interface ActivityEvent {
  eventId: number;
  occurredAt: string;
  actor: ActivityActor;
  action: ActivityActionKey;
  /** In product words, e.g. "Restaurant suspended" */
  actionLabel: string;
  security: boolean;
  object: ActivityObject;
  restaurant?: ActivityEventRestaurant;
  /**
   * For an event about many restaurants (a bulk suspension), how many; `restaurant` is then null and the
detail lists them (`restaurants`). An owner sees such an event as about their restaurant alone.

   * @minimum 2
   */
  restaurantCount?: number;
  /** The names of the fields that changed (in product words), for the list */
  changedFields?: string[];
  /**
   * For a change to many rows at once (CSV import, merge, a notification to many users), how many
   * @minimum 0
   */
  affectedCount?: number;
}
