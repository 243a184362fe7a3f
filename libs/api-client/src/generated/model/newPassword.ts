
/**
 * At least 8 characters with one lowercase, one uppercase, one digit and one of !@#$%^&*; no other characters. The API answers 400 with the console's sentence when it is not.
 * @minLength 1
 * @maxLength 200
 */
export type NewPassword = string;
