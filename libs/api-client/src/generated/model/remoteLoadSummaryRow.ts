import type { RemoteName } from './remoteName';

export interface RemoteLoadSummaryRow {
  remote: RemoteName;
  version: string;
  canary: boolean;
  /** @minimum 0 */
  loads: number;
  /** @minimum 0 */
  failures: number;
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
