import type { ReleaseSignalView } from './releaseSignalView';

/**
 * A page's views of the remotes it mounted (see reportReleaseSignals)
 */
export interface ReleaseSignalsReport {
  /**
   * The browser's anonymous visitor key (the one the canary assignment uses): reports are counted per person
   * @minLength 1
   * @maxLength 64
   * @pattern ^[A-Za-z0-9_-]+$
   */
  visitor?: string;
  /**
   * @minItems 1
   * @maxItems 20
   */
  views: ReleaseSignalView[];
}
