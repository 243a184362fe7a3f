import type { ReleaseSignalMinuteInpP75 } from './releaseSignalMinuteInpP75';
import type { ReleaseSignalMinuteLcpP75 } from './releaseSignalMinuteLcpP75';
import type { ReleaseSignalMinuteClsP75 } from './releaseSignalMinuteClsP75';

/**
 * A release's signals in one minute
 */
export interface ReleaseSignalMinute {
  /** The minute's start */
  minute: string;
  /** @minimum 0 */
  views: number;
  /** @minimum 0 */
  errorViews: number;
  /** @minimum 0 */
  failedLoads: number;
  /** @minimum 0 */
  crashes: number;
  inpP75: ReleaseSignalMinuteInpP75;
  lcpP75: ReleaseSignalMinuteLcpP75;
  clsP75: ReleaseSignalMinuteClsP75;
}
