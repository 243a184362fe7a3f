import type { ReleaseStateResponseDeployment } from './releaseStateResponseDeployment';

export interface ReleaseStateResponse {
  /** @minimum 1 */
  version: number;
  deployment: ReleaseStateResponseDeployment;
}
