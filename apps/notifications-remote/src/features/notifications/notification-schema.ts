import * as yup from 'yup';
import type { AppUser, SendNotificationRequest } from '@console/api-client';
import { notificationMessages, textRules } from '@console/rules';
import { largeSelectionField, textField } from '@console/rules/yup';
import type { SelectOption } from '@console/ui';
import { personName } from './recipient-name';

/** Spec §5 Notification, word for word. */
export const notificationSchema = yup.object({
  // Thousands of ids may be chosen: the list is judged by its length, not item by item on every keystroke.
  userIds: largeSelectionField(notificationMessages.usersRequired),
  title: textField(textRules.notificationSubject).required(notificationMessages.subjectRequired),
  description: textField(textRules.notificationMessage).required(notificationMessages.messageRequired),
});

export type NotificationValues = yup.InferType<typeof notificationSchema>;

export const notificationInitialValues: NotificationValues = { userIds: [], title: '', description: '' };

/**
 * Spec §3: only users with a first or last name are offered, labelled 'first last'; the email under
 * the name tells namesakes apart (and typing it finds the user).
 */
export function recipientOptions(users: readonly AppUser[]): SelectOption[] {
  const options: SelectOption[] = [];
  for (const user of users) {
    const name = personName(user);
    if (name) options.push({ value: String(user.userId), label: name, description: user.emailAddress || undefined });
  }
  return options;
}

/**
 * The send: the chosen ids, or, for every app user offered ('Select All'), the count the person confirmed,
 * which the API checks against the app users it holds then.
 */
export const toSendNotificationRequest = (values: NotificationValues, allAppUsers?: number): SendNotificationRequest => ({
  title: values.title.trim(),
  description: values.description.trim(),
  ...(allAppUsers === undefined ? { userIds: values.userIds.map(Number) } : { allAppUsers: true, expectedCount: allAppUsers }),
});
