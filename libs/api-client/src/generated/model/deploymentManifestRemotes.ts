
export type DeploymentManifestRemotes = { [key: string]: unknown };
