import type { DeploymentDocument } from './deploymentDocument';

export type ReleaseStateResponseDeployment = DeploymentDocument | null;
