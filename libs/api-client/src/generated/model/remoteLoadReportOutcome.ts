
/**
 * `fell-back`: this (canary) release failed and the stable release was loaded instead
 */
export type RemoteLoadReportOutcome = typeof RemoteLoadReportOutcome[keyof typeof RemoteLoadReportOutcome];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const RemoteLoadReportOutcome = {
  loaded: 'loaded',
  failed: 'failed',
  'fell-back': 'fell-back',
} as const;
