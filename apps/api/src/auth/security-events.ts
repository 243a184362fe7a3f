import type { FastifyBaseLogger } from 'fastify';

/**
 * Security events, each a structured log line `{ event, ...fields, msg: 'security event' }` that a log
 * pipeline can alert on. The fields are the only things such a line may carry: never a password, a
 * code or a token.
 */
export type SecurityEvent =
  | 'sign-in.succeeded'
  | 'sign-in.failed'
  /** The right password, but no way in: a customer, the other console, a suspended restaurant. */
  | 'sign-in.refused'
  | 'sign-in.locked'
  /** A client address used up its attempts across accounts (sign-in-throttle.ts CLIENT_RULES). */
  | 'auth.client-limited'
  | 'password.reset-requested'
  | 'password.reset-failed'
  | 'password.reset-locked'
  | 'password.reset'
  | 'password.changed'
  /** A password or sign-in email change named a wrong current password. */
  | 'password.confirm-refused'
  /** A sign-in found a hash of a lower cost and stored one of today's. */
  | 'password.rehashed'
  | 'sessions.revoked'
  | 'email.changed'
  | 'restaurant.access-removed'
  | 'restaurant.access-restored'
  | 'administrator.added'
  | 'administrator.removed'
  | 'service-token.made'
  | 'service-token.revoked';

export interface SecurityEventFields {
  userId?: number;
  email?: string;
  previousEmail?: string;
  /** The client address (request.ip). */
  ip?: string;
  /** The operationId, where one event comes from several calls. */
  operation?: string;
  reason?: string;
  /** Who did it, when it is not the account itself (an administrator). */
  byUserId?: number;
  restaurantId?: number;
  /** How many sessions a revocation ended. */
  sessions?: number;
  /** A service token made or revoked (service-tokens/). */
  serviceTokenId?: number;
}

/** Refusals and failures are warnings: what an attack looks like. */
const WARNINGS = new Set<SecurityEvent>([
  'sign-in.failed',
  'sign-in.locked',
  'auth.client-limited',
  'password.reset-failed',
  'password.reset-locked',
]);

export function logSecurityEvent(log: FastifyBaseLogger, event: SecurityEvent, fields: SecurityEventFields): void {
  const line = { event, ...fields };
  if (WARNINGS.has(event)) log.warn(line, 'security event');
  else log.info(line, 'security event');
}
