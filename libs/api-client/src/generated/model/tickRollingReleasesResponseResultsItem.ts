import type { TickRollingReleasesResponseResultsItemAction } from './tickRollingReleasesResponseResultsItemAction';

export type TickRollingReleasesResponseResultsItem = {
  remote: string;
  action: TickRollingReleasesResponseResultsItemAction;
  verdict?: string;
  reason: string;
  applied: boolean;
};
