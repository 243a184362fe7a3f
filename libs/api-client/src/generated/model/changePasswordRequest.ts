import type { NewPassword } from './newPassword';

export interface ChangePasswordRequest {
  /**
   * The password the user signs in with now (the temporary one before a first change): a session alone, were it taken, cannot set a new one.
   * @minLength 1
   * @maxLength 200
   */
  currentPassword: string;
  newPassword: NewPassword;
  /**
   * @minLength 1
   * @maxLength 200
   */
  confirmPassword: string;
}
