
export interface NotificationSentResponse {
  message: string;
  adminNotificationId: number;
}
