// Types of deployment-manifest.mjs for TypeScript projects without allowJs (the API).
export const REMOTE_NAMES: readonly string[];

/** What deploymentManifest answers (libs/remote-contract's DeploymentManifest, without importing it here). */
export interface EnvironmentManifest {
  apiBaseUrl: string;
  remotes: Record<string, { manifestUrl: string; version: string }>;
  googleMapsApiKey?: string;
  geocoderUrl?: string;
  releaseSignals?: { sampleRate?: number };
}

/** The manifest of an environment: apiBaseUrl, every remote's { manifestUrl, version }, and the optional settings. */
export function deploymentManifest(env?: NodeJS.ProcessEnv | Record<string, string | undefined>, host?: string): EnvironmentManifest;
