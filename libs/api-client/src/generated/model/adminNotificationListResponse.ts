import type { AdminNotification } from './adminNotification';
import type { Pagination } from './pagination';

export interface AdminNotificationListResponse {
  admin_notifications: AdminNotification[];
  pagination: Pagination;
  message?: string;
}
