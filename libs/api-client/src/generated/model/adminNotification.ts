import type { AdminNotificationRecipient } from './adminNotificationRecipient';

export interface AdminNotification {
  adminNotificationId: number;
  title: string;
  description: string;
  /** UTC */
  notificationCreatedAt: string;
  users: AdminNotificationRecipient[];
}
