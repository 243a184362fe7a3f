
/**
 * National number without the calling code. Must be a valid number for the country (400 'Phone number is not valid').
 * @minLength 1
 * @maxLength 20
 */
export type PhoneNumber = string;
