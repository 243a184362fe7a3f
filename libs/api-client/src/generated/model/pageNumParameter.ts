
/**
 * 1-based page number (the deal lists' name for `page`)
 */
export type PageNumParameter = number;
