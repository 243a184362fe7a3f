import type { ReleaseSignalView } from './releaseSignalView';

/**
 * A page's views of the remotes it mounted (see reportReleaseSignals)
 */
export interface ReleaseSignalsReport {
  /**
   * The page token from issueReleaseSignalPageToken
   * @minLength 1
   * @maxLength 4096
   */
  page: string;
  /**
   * @minItems 1
   * @maxItems 20
   */
  views: ReleaseSignalView[];
}
