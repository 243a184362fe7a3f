
export type DeploymentDocumentRemotes = { [key: string]: unknown };
