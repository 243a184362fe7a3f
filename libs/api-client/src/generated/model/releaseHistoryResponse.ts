import type { ReleaseChange } from './releaseChange';

export interface ReleaseHistoryResponse {
  changes: ReleaseChange[];
}
