import type { Email } from './email';
import type { PhoneCountryCode } from './phoneCountryCode';
import type { PhoneNumber } from './phoneNumber';

export interface Administrator {
  /**
   * Version (the administrator account's): send it in If-Match to change it
   * @minimum 1
   */
  version: number;
  userId: number;
  fullName: string;
  emailAddress: Email;
  phoneCountryCode: PhoneCountryCode;
  phoneNumber: PhoneNumber;
}
