import type { ReleaseSignalTotalsInpP75 } from './releaseSignalTotalsInpP75';
import type { ReleaseSignalTotalsLcpP75 } from './releaseSignalTotalsLcpP75';
import type { ReleaseSignalTotalsClsP75 } from './releaseSignalTotalsClsP75';

/**
 * A release's signals over the whole window
 */
export interface ReleaseSignalTotals {
  /** @minimum 0 */
  views: number;
  /**
   * Views with at least one error or a crash
   * @minimum 0
   */
  errorViews: number;
  /** @minimum 0 */
  failedLoads: number;
  /** @minimum 0 */
  crashes: number;
  /**
   * Distinct people who sent these views
   * @minimum 0
   */
  people: number;
  /**
   * Of `people`, those with at least one error view (an error or a crash)
   * @minimum 0
   */
  errorPeople: number;
  /**
   * Of `people`, those with at least one failed load
   * @minimum 0
   */
  failedLoadPeople: number;
  /** p75 of INP, ms; null without samples */
  inpP75: ReleaseSignalTotalsInpP75;
  /** @minimum 0 */
  inpSamples: number;
  /** p75 of LCP, ms; null without samples */
  lcpP75: ReleaseSignalTotalsLcpP75;
  /** @minimum 0 */
  lcpSamples: number;
  /** p75 of CLS; null without samples */
  clsP75: ReleaseSignalTotalsClsP75;
  /** @minimum 0 */
  clsSamples: number;
}
