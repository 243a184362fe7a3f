import { CHANGE_MESSAGES, notificationMessages as notificationRuleMessages } from '@console/rules';
import { bulkMessages } from '../http/bulk-selection';

/*
 * What the app-user and notification calls answer (spec §5 Notification, §8). The §5 sentences come from
 * @console/rules; the success sentence is the spec's §8 toast word for word; the rest are ours.
 */
export const notificationMessages = {
  sent: CHANGE_MESSAGES.notificationSent,

  ...notificationRuleMessages,

  notAppUsers: 'Some selected users are not app users',
  notificationNotFound: 'Notification not found',
  recipientsShape: 'Choose the app users by userIds or all app users with expectedCount, not both',
  /** 'Select All' confirmed for one count, another now: 'The selection changed: 1,216 app users match now, not 1,214. …' */
  selectionChanged: (now: number, expected: number) => bulkMessages.selectionChanged({ one: 'app user', many: 'app users' }, now, expected),
  /** A refusal naming the ids that are not app users (the first UNKNOWN_IDS_NAMED, then how many more). */
  unknownUsers: (ids: readonly number[], total: number) => {
    const named = ids.join(', ');
    const more = total > ids.length ? ` and ${total - ids.length} more` : '';
    return total === 1 ? `User ${named} is not an app user` : `Users ${named}${more} are not app users`;
  },
} as const;

/** Unknown ids named in a refusal; the rest are counted. */
export const UNKNOWN_IDS_NAMED = 10;
