import type { ReleaseSignalTotals } from './releaseSignalTotals';
import type { ReleaseSignalMinute } from './releaseSignalMinute';

export interface ReleaseSignalRelease {
  version: string;
  canary: boolean;
  totals: ReleaseSignalTotals;
  /** The minutes (or steps of `step` minutes) with views, oldest first */
  minutes: ReleaseSignalMinute[];
}
