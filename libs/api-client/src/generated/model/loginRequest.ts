import type { Email } from './email';
import type { ConsoleUserType } from './consoleUserType';

export interface LoginRequest {
  emailAddress: Email;
  /**
   * @minLength 1
   * @maxLength 200
   */
  password: string;
  userType: ConsoleUserType;
}
