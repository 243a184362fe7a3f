
/**
 * Only events at or after this time
 */
export type ActivityFromParameter = string;
