import type { DeploymentDocument } from './deploymentDocument';

export type ReleaseChangeAfter = DeploymentDocument | null;
