import type { TickRollingReleasesResponseResultsItem } from './tickRollingReleasesResponseResultsItem';

export interface TickRollingReleasesResponse {
  results: TickRollingReleasesResponseResultsItem[];
}
