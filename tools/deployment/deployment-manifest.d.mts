// Types of deployment-manifest.mjs for TypeScript projects without allowJs (the API).
export const REMOTE_NAMES: readonly string[];
/** The manifest of an environment: apiBaseUrl, every remote's { manifestUrl, version }, and the optional settings. */
export function deploymentManifest(env?: NodeJS.ProcessEnv, host?: string): { remotes: Record<string, object>; [key: string]: unknown };
