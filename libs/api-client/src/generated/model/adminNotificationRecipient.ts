
export interface AdminNotificationRecipient {
  userId: number;
  /** Image URL; absent when the user has none */
  profilePicture?: string;
}
