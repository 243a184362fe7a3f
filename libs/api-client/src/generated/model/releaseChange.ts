import type { ReleaseChangeBefore } from './releaseChangeBefore';
import type { ReleaseChangeAfter } from './releaseChangeAfter';

export interface ReleaseChange {
  /** @minimum 1 */
  seq: number;
  at: string;
  /** @maxLength 500 */
  who: string;
  /** @maxItems 40 */
  command: string[];
  before: ReleaseChangeBefore;
  after: ReleaseChangeAfter;
  /** @minimum 1 */
  undoes?: number;
}
