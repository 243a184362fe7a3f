
/**
 * A customer-app user; first and last name may be missing
 */
export interface AppUser {
  userId: number;
  firstName?: string;
  lastName?: string;
  /** Image URL; absent when the user has none */
  profilePicture?: string;
}
