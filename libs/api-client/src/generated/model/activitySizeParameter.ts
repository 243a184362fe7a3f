
/**
 * Events per page; 25 when absent
 */
export type ActivitySizeParameter = number;
