import type { onRequestHookHandler } from 'fastify';
import type { Queryable } from '../db/database';
import { forbidden, unauthorized } from '../http/api-error';
import type { ContractOperation, Role } from '../http/contract';
import { findServiceToken, isServiceTokenText, type ServiceTokenCaller } from '../service-tokens/service-token-keys';
import { authMessages } from './auth-messages';
import { clearSessionCookie, isCsrfTokenOf, sessionTokenOf } from './session-cookie';
import { readSession, type SessionIdle } from './sessions';
import type { TokenSigner } from './tokens';
import { rolesOf, type UserRecord } from './users';

export interface RequestAuth {
  user: UserRecord;
  sessionId: string;
  roles: Role[];
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the access guard on every operation that needs a token, when a person's session calls it. */
    auth: RequestAuth | null;
    /** Set instead of `auth` when a service token calls an operation of its permission (x-service-permission). */
    serviceToken: ServiceTokenCaller | null;
  }
}

/** What a user with a temporary password may still do: see themselves, set a password, sign out. */
const ALLOWED_BEFORE_PASSWORD_CHANGE = new Set(['getMe', 'changePassword', 'logout']);

export interface AccessGuardDeps {
  db: Queryable;
  signer: TokenSigner;
  now: () => Date;
  secret: string;
  idle: SessionIdle;
  /**
   * The tables whose list versions a GET of this operation will read (app.listCacheTables): read with the
   * session, in its statement, and handed to the list cache on the request.
   */
  dataVersionsOf?: (operationId: string) => readonly string[] | undefined;
}

export function createAccessGuard(deps: AccessGuardDeps) {
  return function guard(operation: ContractOperation): onRequestHookHandler {
    const dataVersionsOf = operation.method === 'GET' ? deps.dataVersionsOf?.(operation.operationId) : undefined;
    return async (request, reply) => {
      const carried = sessionTokenOf(request);
      if (!carried) throw unauthorized(authMessages.unauthorized);
      if (carried.source === 'bearer' && isServiceTokenText(carried.token)) {
        // Automation's token (service-tokens/): only for the operations of its one permission.
        const caller = await findServiceToken(deps.db, carried.token, deps.now());
        if (!caller) throw unauthorized(authMessages.unauthorized);
        if (operation.servicePermission !== caller.permission) throw forbidden(authMessages.forbidden);
        request.serviceToken = caller;
        return;
      }
      // A cookie that no longer signs anyone in is removed, so the browser stops sending it.
      const refuse = (message: string) => {
        if (carried.source === 'cookie') clearSessionCookie(reply);
        return unauthorized(message);
      };
      const now = deps.now();
      const check = deps.signer.verify(carried.token, now);
      if (check.status === 'invalid') throw refuse(authMessages.unauthorized);
      if (check.status === 'expired') throw refuse(authMessages.sessionExpired);
      if (carried.source === 'cookie' && !isCsrfTokenOf(deps.secret, check.claims.jti, carried.csrf)) {
        throw unauthorized(authMessages.unauthorized);
      }
      const session = await readSession(deps.db, check.claims.jti, Number(check.claims.sub), now, deps.idle, dataVersionsOf);
      if (!session) throw refuse(authMessages.sessionExpired);
      const { user } = session;
      if (user.userType === 'Restaurant' && user.accountStatus === 'Suspended') {
        throw unauthorized(authMessages.restaurantSuspended);
      }
      const roles = rolesOf(user);
      if (!operation.roles.some((role) => roles.includes(role))) throw forbidden(authMessages.forbidden);
      if (user.needToChangePassword && !ALLOWED_BEFORE_PASSWORD_CHANGE.has(operation.operationId)) {
        throw forbidden(authMessages.changePasswordFirst);
      }
      request.auth = { user, sessionId: check.claims.jti, roles };
      if (dataVersionsOf && session.dataVersions !== undefined) {
        request.prefetchedDataVersions = { tables: dataVersionsOf, versions: session.dataVersions };
      }
    };
  };
}

/** Who calls an operation a service token may call (x-service-permission): a person, or a service token. */
export type ReleaseWriter = { kind: 'person'; auth: RequestAuth } | { kind: 'service token'; serviceToken: ServiceTokenCaller };

/** The caller of an operation marked x-service-permission (the releases' writes): its handler's requireAuth. */
export function requireReleaseWriter(request: { auth: RequestAuth | null; serviceToken: ServiceTokenCaller | null }): ReleaseWriter {
  if (request.serviceToken) return { kind: 'service token', serviceToken: request.serviceToken };
  return { kind: 'person', auth: requireAuth(request) };
}

/** The signed-in caller; only for handlers of operations that need a token. */
export function requireAuth(request: { auth: RequestAuth | null }): RequestAuth {
  if (!request.auth) throw unauthorized(authMessages.unauthorized);
  return request.auth;
}
