import { isValidPhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js';

/** Only US numbers are accepted (spec §5, §9): the console's country dropdown is fixed to US. */
export const phoneMessages = {
  required: 'Phone Number is required',
  invalid: 'Phone number is not valid',
} as const;

/** The §5 message a phone number breaks, or undefined. The number is national, without the calling code. */
export function usPhoneProblem(countryCode: string | undefined | null, phoneNumber: string | undefined | null): string | undefined {
  const number = (phoneNumber ?? '').trim();
  if (!number) return phoneMessages.required;
  const code = (countryCode ?? '+1').trim().replace(/^\+/, '');
  if (code !== '1') return phoneMessages.invalid;
  return isValidPhoneNumber(number, 'US') ? undefined : phoneMessages.invalid;
}

/** A valid US number as stored: its national digits ('(512) 867-5309' → '5128675309'). */
export function usNationalNumber(phoneNumber: string): string {
  return parsePhoneNumberFromString(phoneNumber.trim(), 'US')?.nationalNumber ?? phoneNumber.trim();
}
