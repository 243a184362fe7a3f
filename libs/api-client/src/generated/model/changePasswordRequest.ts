import type { NewPassword } from './newPassword';

export interface ChangePasswordRequest {
  newPassword: NewPassword;
  /**
   * @minLength 1
   * @maxLength 200
   */
  confirmPassword: string;
}
