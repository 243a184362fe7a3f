import type { ActivityObjectId } from './activityObjectId';

/**
 * What the event is about
 */
export interface ActivityObject {
  /** In product words: "Restaurant", "Location", "Menu item", "Menu category", "Deal", "Administrator", "Restaurant category", "Reported item", "Notification", "CSV import", "Account"… */
  type: string;
  id?: ActivityObjectId;
  /** Its name at the time, e.g. the restaurant's or the item's name */
  label: string;
}
