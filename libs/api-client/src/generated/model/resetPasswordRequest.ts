import type { Email } from './email';
import type { NewPassword } from './newPassword';
import type { ConsoleUserType } from './consoleUserType';

export interface ResetPasswordRequest {
  emailAddress: Email;
  /**
   * @minLength 1
   * @maxLength 6
   * @pattern ^[0-9]{6}$
   */
  resetCode: string;
  newPassword: NewPassword;
  /**
   * @minLength 1
   * @maxLength 200
   */
  confirmPassword: string;
  userType: ConsoleUserType;
}
