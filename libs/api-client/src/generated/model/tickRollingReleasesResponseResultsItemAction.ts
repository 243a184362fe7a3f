
export type TickRollingReleasesResponseResultsItemAction = typeof TickRollingReleasesResponseResultsItemAction[keyof typeof TickRollingReleasesResponseResultsItemAction];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const TickRollingReleasesResponseResultsItemAction = {
  advance: 'advance',
  approval: 'approval',
  abort: 'abort',
  wait: 'wait',
  none: 'none',
} as const;
