
export type GetRemoteLoadSummaryParams = {
/**
 * The window, in minutes back from now; 60 when absent, at most 10080 (7 days)
 * @minimum 1
 * @maximum 10080
 */
sinceMinutes?: number;
};
