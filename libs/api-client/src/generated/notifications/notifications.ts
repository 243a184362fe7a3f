import type {
  AdminNotificationListResponse,
  AppUserListResponse,
  CsvExportResponse,
  ExportNotificationsParams,
  GetNotificationRecipientsParams,
  GetNotificationsParams,
  NotificationSentResponse,
  SendNotificationRequest
} from '.././model';

import { apiRequest } from '../../http/api-request';


type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];


  /**
 * Method shown by the console spec (POST). Message 'Notification sent successfully'; the console shows
no message when it fails (spec §8). Title and description are trimmed; blank is 'Subject is
required' / 'Message is required', no users 'At least one user must be selected'. Every id must be
an app user (user type Customer): otherwise 400 naming the first ten such ids ('User 12 is not an
app user', 'Users 12, 13 and 5 more are not app users') and nothing is written. Instead of
`userIds`, `allAppUsers: true` with `expectedCount` (the count getRecipientCount gave and the person
confirmed) sends to every app user with a first or last name; when that is another number now (app
users added or removed meanwhile), 409 'The selection changed: 1,216 app users match now, not 1,214.
Review it and try again.' and nothing is written. Both ways, neither, or `allAppUsers` without
`expectedCount`: 400 'Choose the app users by userIds or all app users with expectedCount, not
both'. The notification,
one recipient row and one push_outbox row per recipient (kind 'admin-notification', data
{ adminNotificationId }, for the push provider's worker) are written in one transaction, with one
statement per table whatever the number of recipients (tens of thousands are fine).

 * @summary Send a notification to chosen app users
 */
export const sendNotification = (
    sendNotificationRequest: SendNotificationRequest,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<NotificationSentResponse>(
      {url: `/admin/admin-notification/send-notification`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: sendNotificationRequest
    },
      options);
    }
  /**
 * Method shown by the console spec (GET). `keywords` matches title and description, case ignored;
blank is no filter. Newest first (then the highest id); the console asks size 10. Each notification
carries its first five recipients in `users` (those with a profilePicture first, then by userId: the
card's avatars) and `recipientCount`, all of them (the card's '+N' badge), so a page stays small
however many app users a notification went to. A page is one database statement.

 * @summary One page of sent notifications, newest first
 */
export const getNotifications = (
    params?: GetNotificationsParams,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<AdminNotificationListResponse>(
      {url: `/admin/admin-notification/get-notification`, method: 'GET',
        params
    },
      options);
    }
  /**
 * Not shown by the console spec. The same `keywords` and order (newest first) as getNotifications, as CSV
(see CsvExport): `Notification ID,Sent At,Notification Subject,Notification Body Text,Recipients`
(Sent At in UTC, ISO 8601; Recipients the number of app users it went to). The file is
`notifications-sent-YYYY-MM-DD.csv`.

 * @summary Every sent notification the search selects, as CSV
 */
export const exportNotifications = (
    params?: ExportNotificationsParams,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<CsvExportResponse>(
      {url: `/admin/admin-notification/export-notifications`, method: 'GET',
        params
    },
      options);
    }
  /**
 * Not shown by the console spec: the sent card shows five avatars and '+N'; this lists them all,
sorted like the app-user list ("first last" case ignored, then userId). A page is one database
statement over the recipients' primary key, so a notification to 20,000 app users pages cheaply.

 * @summary Every recipient of one sent notification, page by page (the card's '+N' list)
 */
export const getNotificationRecipients = (
    id: number,
    params?: GetNotificationRecipientsParams,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<AppUserListResponse>(
      {url: `/admin/admin-notification/get-notification-recipients/${id}`, method: 'GET',
        params
    },
      options);
    }
  export type SendNotificationResult = NonNullable<Awaited<ReturnType<typeof sendNotification>>>
export type GetNotificationsResult = NonNullable<Awaited<ReturnType<typeof getNotifications>>>
export type ExportNotificationsResult = NonNullable<Awaited<ReturnType<typeof exportNotifications>>>
export type GetNotificationRecipientsResult = NonNullable<Awaited<ReturnType<typeof getNotificationRecipients>>>
