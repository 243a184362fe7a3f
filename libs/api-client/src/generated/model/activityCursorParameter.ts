
/**
 * The previous page's nextCursor; the first page without it
 */
export type ActivityCursorParameter = string;
