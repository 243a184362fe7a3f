
/**
 * Only events at or before this time
 */
export type ActivityToParameter = string;
