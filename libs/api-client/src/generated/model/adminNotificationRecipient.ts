
/**
 * A recipient on a sent card; the names (not shown by the console spec) name its avatar
 */
export interface AdminNotificationRecipient {
  userId: number;
  firstName?: string;
  lastName?: string;
  /** Image URL; absent when the user has none */
  profilePicture?: string;
}
