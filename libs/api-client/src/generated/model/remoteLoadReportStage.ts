
/**
 * Where a failure happened
 */
export type RemoteLoadReportStage = typeof RemoteLoadReportStage[keyof typeof RemoteLoadReportStage];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const RemoteLoadReportStage = {
  manifest: 'manifest',
  entry: 'entry',
  init: 'init',
  mount: 'mount',
  contract: 'contract',
} as const;
