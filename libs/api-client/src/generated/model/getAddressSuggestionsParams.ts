
export type GetAddressSuggestionsParams = {
/**
 * The text typed so far
 * @minLength 1
 * @maxLength 255
 */
query: string;
/**
 * At most this many suggestions; 10 when absent
 * @minimum 1
 * @maximum 50
 */
size?: number;
};
