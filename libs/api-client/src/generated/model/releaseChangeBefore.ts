import type { DeploymentDocument } from './deploymentDocument';

export type ReleaseChangeBefore = DeploymentDocument | null;
