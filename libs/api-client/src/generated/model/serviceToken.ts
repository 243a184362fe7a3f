import type { ServicePermission } from './servicePermission';
import type { ServiceTokenLastUsedAt } from './serviceTokenLastUsedAt';
import type { ServiceTokenRevokedAt } from './serviceTokenRevokedAt';

export interface ServiceToken {
  serviceTokenId: number;
  name: string;
  permission: ServicePermission;
  /** The name of the super admin who made it */
  madeBy: string;
  madeAt: string;
  /** To the minute; null when never used */
  lastUsedAt: ServiceTokenLastUsedAt;
  revokedAt: ServiceTokenRevokedAt;
  /**
   * What a revoke sends as If-Match
   * @minimum 1
   */
  version: number;
}
