import type { ReleaseChange } from './releaseChange';

export interface ReleaseChangeResponse {
  message: string;
  /**
   * The release state's version after the change
   * @minimum 1
   */
  version: number;
  change: ReleaseChange;
}
