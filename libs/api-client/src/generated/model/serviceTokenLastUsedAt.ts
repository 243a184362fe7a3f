
/**
 * To the minute; null when never used
 */
export type ServiceTokenLastUsedAt = string | null;
