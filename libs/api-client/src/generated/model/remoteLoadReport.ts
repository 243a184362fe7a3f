import type { RemoteName } from './remoteName';
import type { RemoteLoadReportOutcome } from './remoteLoadReportOutcome';
import type { RemoteLoadReportStage } from './remoteLoadReportStage';

/**
 * What happened to one remote module in one page (see reportRemoteLoad)
 */
export interface RemoteLoadReport {
  remote: RemoteName;
  /**
   * The release's version, as the deployment manifest names it
   * @minLength 1
   * @maxLength 100
   */
  version: string;
  /** Whether the release was the remote's canary */
  canary: boolean;
  /** `fell-back`: this (canary) release failed and the stable release was loaded instead */
  outcome: RemoteLoadReportOutcome;
  /** Where a failure happened */
  stage?: RemoteLoadReportStage;
  /**
   * The error's message, for a failure
   * @maxLength 500
   */
  error?: string;
  /**
   * The person's anonymous sticky bucket for the remote
   * @minimum 0
   * @maximum 9999
   */
  bucket?: number;
  /**
   * The browser's anonymous visitor key (the shell's `console_visitor` cookie): reports are counted per person
   * @minLength 1
   * @maxLength 64
   * @pattern ^[A-Za-z0-9_-]+$
   */
  visitor?: string;
}
