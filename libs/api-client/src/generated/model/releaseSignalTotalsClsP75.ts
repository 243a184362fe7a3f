
/**
 * p75 of CLS; null without samples
 */
export type ReleaseSignalTotalsClsP75 = number | null;
