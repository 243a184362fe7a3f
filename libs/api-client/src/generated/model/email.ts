
/**
 * @minLength 1
 * @maxLength 254
 */
export type Email = string;
