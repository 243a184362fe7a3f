
export type GetAddressSuggestionsParams = {
/**
 * The text typed so far
 */
query: string;
/**
 * At most this many suggestions; 10 when absent
 */
size?: number;
};
