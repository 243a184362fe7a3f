import type { Email } from './email';
import type { NewPassword } from './newPassword';
import type { PhoneCountryCode } from './phoneCountryCode';
import type { PhoneNumber } from './phoneNumber';

export interface CreateAdministratorRequest {
  /**
   * @minLength 1
   * @maxLength 50
   */
  firstName: string;
  /**
   * @minLength 1
   * @maxLength 50
   */
  lastName: string;
  emailAddress: Email;
  password: NewPassword;
  phoneCountryCode: PhoneCountryCode;
  phoneNumber: PhoneNumber;
}
