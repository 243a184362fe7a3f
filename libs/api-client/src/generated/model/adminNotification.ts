import type { AdminNotificationRecipient } from './adminNotificationRecipient';

export interface AdminNotification {
  adminNotificationId: number;
  title: string;
  description: string;
  /** UTC */
  notificationCreatedAt: string;
  /**
   * The first five recipients, those with a profilePicture first, then by userId
   * @maxItems 5
   */
  users: AdminNotificationRecipient[];
  /**
   * How many app users it was sent to
   * @minimum 0
   */
  recipientCount: number;
}
