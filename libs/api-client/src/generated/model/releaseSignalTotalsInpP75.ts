
/**
 * p75 of INP, ms; null without samples
 */
export type ReleaseSignalTotalsInpP75 = number | null;
