
/**
 * Text filter; omitted when empty
 */
export type KeywordsParameter = string;
