import type { ReleaseSignalPageTokenRequestReleasesItem } from './releaseSignalPageTokenRequestReleasesItem';

/**
 * The releases a page loaded, as its deployment named them (see issueReleaseSignalPageToken)
 */
export interface ReleaseSignalPageTokenRequest {
  /**
   * The browser's anonymous visitor key (the one the canary assignment uses): the page's person when not signed in
   * @minLength 1
   * @maxLength 64
   * @pattern ^[A-Za-z0-9_-]+$
   */
  visitor?: string;
  /**
   * @minItems 1
   * @maxItems 20
   */
  releases: ReleaseSignalPageTokenRequestReleasesItem[];
}
