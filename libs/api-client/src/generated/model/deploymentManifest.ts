import type { DeploymentManifestRemotes } from './deploymentManifestRemotes';

/**
 * libs/remote-contract's DeploymentManifest (apiBaseUrl, remotes with stable, canary and rollout, googleMapsApiKey…)
 */
export interface DeploymentManifest {
  remotes: DeploymentManifestRemotes;
  [key: string]: unknown;
 }
