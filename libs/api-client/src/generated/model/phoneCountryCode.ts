
/**
 * Calling code of the phone number, '+1' (only US numbers are accepted)
 * @maxLength 5
 * @pattern ^\+?[0-9]{1,4}$
 */
export type PhoneCountryCode = string;
