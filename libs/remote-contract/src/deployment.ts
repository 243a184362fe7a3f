import type { DomainName } from './domain-props';

/**
 * The deployment manifest served next to the shell as /deployment.json. It is read at start-up, so a
 * remote's URL or version changes with no shell rebuild (the base of per-remote canary releases).
 */
export interface DeploymentManifest {
  apiBaseUrl: string;
  remotes: Record<DomainName, { manifestUrl: string; version: string }>;
  /** Address inputs use Google Places (Maps JS API) with this key; the API's US gazetteer without it. */
  googleMapsApiKey?: string;
}

export async function fetchDeploymentManifest(url = '/deployment.json'): Promise<DeploymentManifest> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`Could not read the deployment manifest (${response.status})`);
  return (await response.json()) as DeploymentManifest;
}
