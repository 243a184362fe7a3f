import type { RemoteName } from './remoteName';

/**
 * One page view (a visit of the document until it was hidden or left) of one remote release that was mounted
 */
export interface ReleaseSignalView {
  remote: RemoteName;
  /**
   * The release's version, as the deployment file names it
   * @minLength 1
   * @maxLength 100
   */
  version: string;
  /** Whether the release was the remote's canary */
  canary: boolean;
  /**
   * Uncaught errors and unhandled rejections attributed to this release during the view
   * @minimum 0
   * @maximum 1000
   */
  errors: number;
  /** The release could not be loaded in this view */
  failedLoad?: boolean;
  /** The release's screen crashed (threw while mounting or rendering) */
  crashed?: boolean;
  /**
   * Largest Contentful Paint attributed to this release, ms
   * @minimum 0
   * @maximum 600000
   */
  lcp?: number;
  /**
   * Interaction to Next Paint attributed to this release, ms
   * @minimum 0
   * @maximum 600000
   */
  inp?: number;
  /**
   * Cumulative Layout Shift attributed to this release
   * @minimum 0
   * @maximum 100
   */
  cls?: number;
}
