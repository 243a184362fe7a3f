import type { Email } from './email';
import type { PhoneCountryCode } from './phoneCountryCode';
import type { PhoneNumber } from './phoneNumber';

export interface Administrator {
  userId: number;
  fullName: string;
  emailAddress: Email;
  phoneCountryCode: PhoneCountryCode;
  phoneNumber: PhoneNumber;
}
