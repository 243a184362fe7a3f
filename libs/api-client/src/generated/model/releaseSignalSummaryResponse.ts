import type { RemoteName } from './remoteName';
import type { ReleaseSignalRelease } from './releaseSignalRelease';

export interface ReleaseSignalSummaryResponse {
  remote: RemoteName;
  /** The window's start as asked (or defaulted) */
  from: string;
  /** The window's end as asked (or defaulted) */
  to: string;
  releases: ReleaseSignalRelease[];
  message?: string;
}
