import type { ActivityActionKey } from './activityActionKey';

export interface ActivityAction {
  key: ActivityActionKey;
  /** In product words, e.g. "Restaurant suspended", "Menu item updated" */
  label: string;
  /** A security event (sign-in failures, password changes…) */
  security: boolean;
}
