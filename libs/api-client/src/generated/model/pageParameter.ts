
/**
 * 1-based page number
 */
export type PageParameter = number;
