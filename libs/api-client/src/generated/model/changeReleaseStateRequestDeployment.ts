import type { DeploymentDocument } from './deploymentDocument';

export type ChangeReleaseStateRequestDeployment = DeploymentDocument | null;
