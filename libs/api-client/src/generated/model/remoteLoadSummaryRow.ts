import type { RemoteName } from './remoteName';

export interface RemoteLoadSummaryRow {
  remote: RemoteName;
  version: string;
  canary: boolean;
  /** @minimum 0 */
  loads: number;
  /** @minimum 0 */
  failures: number;
  /**
   * Distinct people with an attempt or a failure
   * @minimum 0
   */
  people: number;
  /**
   * Distinct people with a failure (never above people)
   * @minimum 0
   */
  failingPeople: number;
  /** @minimum 0 */
  fallbacks: number;
  /**
   * failures / loads, 0 without loads
   * @minimum 0
   * @maximum 1
   */
  failureRate: number;
  /** The newest failure, 'stage: error' (absent without failures) */
  lastError?: string;
}
