import type { DomainName } from './domain-props';

/**
 * The deployment manifest served next to the shell as /deployment.json. It is read at start-up, so a
 * remote's URL or version changes with no shell rebuild (the base of per-remote canary releases).
 */
/** One release of a remote: where its mf-manifest.json is, and its federation container's name. */
export interface RemoteRelease {
  manifestUrl: string;
  version: string;
  /** The container's global name; the remote's own name ('menu') for a normal build. */
  container?: string;
}

/**
 * A remote in the manifest: today's fields (its stable release), and when released with
 * `npm run release`, `stable` and an optional `canary` seen by `share` percent of the staff.
 */
export interface RemoteDeployment extends RemoteRelease {
  stable?: RemoteRelease & { container: string };
  canary?: RemoteRelease & { container: string; share: number };
}

export interface DeploymentManifest {
  apiBaseUrl: string;
  remotes: Record<DomainName, RemoteDeployment>;
  /** Address inputs use Google Places (Maps JS API) with this key; the API's US gazetteer without it. */
  googleMapsApiKey?: string;
  /**
   * Without a Google key, address inputs ask the Photon-compatible geocoder at this URL (its root; the
   * browser calls `${geocoderUrl}/api`), for street-level places; the API's US gazetteer without either.
   */
  geocoderUrl?: string;
}

export async function fetchDeploymentManifest(url = '/deployment.json'): Promise<DeploymentManifest> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`Could not read the deployment manifest (${response.status})`);
  return (await response.json()) as DeploymentManifest;
}
