import type { DeploymentDocumentRemotes } from './deploymentDocumentRemotes';

/**
 * The release commands' document (tools/release/src/deployment-document.mjs): per remote `stable`, `canary` with its `share`, `rollout`
 */
export interface DeploymentDocument {
  remotes: DeploymentDocumentRemotes;
  [key: string]: unknown;
 }
