import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database';
import type { ServicePermission } from '../http/contract';

export { SERVICE_PERMISSIONS, type ServicePermission } from '../http/contract';

/*
 * Service tokens (migration 046): automation (the release CLI in a pipeline) calls the API with one
 * instead of a person's password. A token is a random secret shown once when it is made; only its
 * SHA-256 is kept (the secret has 256 bits of its own: no slow hash is needed to stop a guess, and a
 * lookup by hash stays one index read per request).
 */

/** The one permission a service token may carry: the rolling releases' writes (approve, abort, tick…). */
export const RELEASE_WRITE: ServicePermission = 'release:write';

/** How a service token starts: the guard tells it from a session's signed token by it, before any lookup. */
export const SERVICE_TOKEN_PREFIX = 'cst_';

/** A use is written at most this often per token: a pipeline calling every second writes a row a minute. */
const LAST_USED_PRECISION_SECONDS = 60;

/** The caller a valid service token stands for. */
export interface ServiceTokenCaller {
  serviceTokenId: number;
  name: string;
  permission: ServicePermission;
}

export function isServiceTokenText(token: string): boolean {
  return token.startsWith(SERVICE_TOKEN_PREFIX);
}

/** A new secret: the prefix and 32 random bytes, base64url. */
export function newServiceTokenSecret(): string {
  return SERVICE_TOKEN_PREFIX + randomBytes(32).toString('base64url');
}

export function hashOfServiceToken(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/**
 * The live token this secret is, or undefined (unknown, or revoked: a revoked token is refused from the
 * moment the revoke commits, since every request reads it). Notes the use, at most once a minute.
 */
export async function findServiceToken(db: Queryable, secret: string, now: Date): Promise<ServiceTokenCaller | undefined> {
  const [row] = await db.query<ServiceTokenCaller & { lastUsedAt: Date | null }>(
    `SELECT t.service_token_id AS "serviceTokenId", t.name, t.permission, k.last_used_at AS "lastUsedAt"
       FROM service_token_keys k JOIN service_tokens t USING (service_token_id)
      WHERE k.token_hash = $1 AND t.revoked_at IS NULL`,
    [hashOfServiceToken(secret)],
  );
  if (!row) return undefined;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= LAST_USED_PRECISION_SECONDS * 1000) {
    await db.query('UPDATE service_token_keys SET last_used_at = $2 WHERE service_token_id = $1', [row.serviceTokenId, now]);
  }
  return { serviceTokenId: row.serviceTokenId, name: row.name, permission: row.permission };
}
