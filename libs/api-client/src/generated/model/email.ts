
/**
 * @maxLength 254
 */
export type Email = string;
