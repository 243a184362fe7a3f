import type { Email } from './email';
import type { ConsoleUserType } from './consoleUserType';

export interface ForgotPasswordRequest {
  emailAddress: Email;
  userType: ConsoleUserType;
}
