import { CHANGE_MESSAGES, displayNameOf } from '@console/rules';
import { requireAuth } from '../auth/access-guard';
import { logSecurityEvent } from '../auth/security-events';
import type { Database, Queryable } from '../db/database';
import { isUniqueViolation } from '../db/errors';
import { badRequest, conflict, notFound } from '../http/api-error';
import type { OperationHandlers } from '../http/contract-routes';
import type { ContractSchema } from '../http/contract-types';
import { expectedVersionOf } from '../http/if-match';
import { versionGuard } from '../http/version-conflict';
import { hashOfServiceToken, newServiceTokenSecret } from './service-token-keys';

type ServiceToken = ContractSchema<'ServiceToken'>;

export const serviceTokenMessages = {
  created: CHANGE_MESSAGES.serviceTokenMade,
  revoked: CHANGE_MESSAGES.serviceTokenRevoked,
  nameRequired: 'Please enter a name for the service token',
  nameTaken: 'A live service token already has this name',
  notFound: 'Service token not found',
  alreadyRevoked: 'This service token was already revoked',
} as const;

const COLUMNS = `t.service_token_id AS "serviceTokenId", t.name, t.permission, t.made_by_name AS "madeBy", t.made_at AS "madeAt",
  k.last_used_at AS "lastUsedAt", t.revoked_at AS "revokedAt", t.version`;

interface ServiceTokenRow extends Omit<ServiceToken, 'madeAt' | 'lastUsedAt' | 'revokedAt'> {
  madeAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

const toServiceToken = (row: ServiceTokenRow): ServiceToken => ({
  ...row,
  madeAt: row.madeAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

async function readServiceToken(db: Queryable, serviceTokenId: number): Promise<ServiceToken | undefined> {
  const [row] = await db.query<ServiceTokenRow>(
    `SELECT ${COLUMNS} FROM service_tokens t LEFT JOIN service_token_keys k USING (service_token_id) WHERE t.service_token_id = $1`,
    [serviceTokenId],
  );
  return row ? toServiceToken(row) : undefined;
}

/** Super admins make, list and revoke the tokens automation calls the API with (migration 046). */
export function serviceTokenHandlers({ db, now }: { db: Database; now: () => Date }): OperationHandlers {
  const versions = versionGuard(db);
  const versioned = (serviceTokenId: number) => ({
    noun: 'service token',
    trail: { objectTypes: ['Service token'], objectId: serviceTokenId },
    current: async () => {
      const token = await readServiceToken(db, serviceTokenId);
      if (!token) throw notFound(serviceTokenMessages.notFound);
      return token;
    },
  });

  return {
    async listServiceTokens() {
      const rows = await db.query<ServiceTokenRow>(
        `SELECT ${COLUMNS} FROM service_tokens t LEFT JOIN service_token_keys k USING (service_token_id)
          ORDER BY t.revoked_at IS NOT NULL, t.made_at DESC, t.service_token_id DESC`,
      );
      return { serviceTokens: rows.map(toServiceToken) };
    },

    async createServiceToken(request, reply) {
      const { user } = requireAuth(request);
      const name = request.body.name.trim();
      if (!name) throw badRequest(serviceTokenMessages.nameRequired);
      const secret = newServiceTokenSecret();
      const madeBy = displayNameOf({ ...user, restaurant: { restaurantName: user.restaurantName } });
      try {
        // The token and its key in one transaction: a token never exists without its key, nor the reverse.
        const serviceTokenId = await db.transaction(async (tx) => {
          const [made] = await tx.query<{ serviceTokenId: number }>(
            `INSERT INTO service_tokens (name, permission, made_by, made_by_name, made_at)
             VALUES ($1, $2, $3, $4, $5) RETURNING service_token_id AS "serviceTokenId"`,
            [name, request.body.permission, user.userId, madeBy, now()],
          );
          await tx.query('INSERT INTO service_token_keys (service_token_id, token_hash) VALUES ($1, $2)', [
            made.serviceTokenId,
            hashOfServiceToken(secret),
          ]);
          return made.serviceTokenId;
        });
        logSecurityEvent(request.log, 'service-token.made', { serviceTokenId, byUserId: user.userId });
        reply.code(201);
        const serviceToken = (await readServiceToken(db, serviceTokenId)) as ServiceToken;
        return { message: serviceTokenMessages.created, serviceToken, secret };
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(serviceTokenMessages.nameTaken, 'name');
        throw error;
      }
    },

    async revokeServiceToken(request) {
      const { user } = requireAuth(request);
      const { serviceTokenId } = request.params;
      const revoked = await db.transaction(async (tx) => {
        const [row] = await tx.query<{ version: number; revokedAt: Date | null }>(
          'SELECT version, revoked_at AS "revokedAt" FROM service_tokens WHERE service_token_id = $1 FOR UPDATE',
          [serviceTokenId],
        );
        if (!row) throw notFound(serviceTokenMessages.notFound);
        versions.check(row.version, expectedVersionOf(request), versioned(serviceTokenId));
        if (row.revokedAt) throw conflict(serviceTokenMessages.alreadyRevoked);
        await tx.query('UPDATE service_tokens SET revoked_at = $2, version = version + 1 WHERE service_token_id = $1', [
          serviceTokenId,
          now(),
        ]);
        return readServiceToken(tx, serviceTokenId);
      });
      logSecurityEvent(request.log, 'service-token.revoked', { serviceTokenId, byUserId: user.userId });
      return { message: serviceTokenMessages.revoked, serviceToken: revoked as ServiceToken };
    },
  };
}
