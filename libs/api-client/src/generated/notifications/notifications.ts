import type {
  AdminNotificationListResponse,
  GetNotificationsParams,
  NotificationSentResponse,
  SendNotificationRequest
} from '.././model';

import { apiRequest } from '../../http/api-request';


type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];


  /**
 * Method shown by the console spec (POST). Message 'Notification sent successfully'.
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
 * Method shown by the console spec (GET). `keywords` matches title and description.
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
  export type SendNotificationResult = NonNullable<Awaited<ReturnType<typeof sendNotification>>>
export type GetNotificationsResult = NonNullable<Awaited<ReturnType<typeof getNotifications>>>
