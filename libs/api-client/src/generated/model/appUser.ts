
/**
 * A customer-app user; first and last name may be missing
 */
export interface AppUser {
  userId: number;
  firstName?: string;
  lastName?: string;
  /** The app user's email (not shown by the console spec), to tell namesakes apart; absent when none */
  emailAddress?: string;
  /** Image URL; absent when the user has none */
  profilePicture?: string;
}
