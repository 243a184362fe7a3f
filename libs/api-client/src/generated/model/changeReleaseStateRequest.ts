import type { ChangeReleaseStateRequestDeployment } from './changeReleaseStateRequestDeployment';
import type { ReleaseChange } from './releaseChange';

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
  /**
   * The history of a deployment file moved in with it (npm run release -- import-deployment), its lines
kept as they were (seq, at, who, command, before, after, undoes); only while the releases have no
history yet (else 400). The import itself is then the next line.

   * @maxItems 100000
   */
  importedHistory?: ReleaseChange[];
}
