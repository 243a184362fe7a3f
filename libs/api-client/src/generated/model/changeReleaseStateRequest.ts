import type { ChangeReleaseStateRequestDeployment } from './changeReleaseStateRequestDeployment';

export interface ChangeReleaseStateRequest {
  /**
   * What the operator typed (npm run release -- <command…>), for the history
   * @minItems 1
   * @maxItems 40
   */
  command: string[];
  deployment: ChangeReleaseStateRequestDeployment;
  /**
   * The change a rollback undoes
   * @minimum 1
   */
  undoes?: number;
}
