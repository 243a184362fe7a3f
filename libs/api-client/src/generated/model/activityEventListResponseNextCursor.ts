
/**
 * Null on the last page
 */
export type ActivityEventListResponseNextCursor = string | null;
