
/**
 * p75 of LCP, ms; null without samples
 */
export type ReleaseSignalTotalsLcpP75 = number | null;
