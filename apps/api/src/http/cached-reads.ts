import type { FastifyRequest } from 'fastify';

/**
 * A contract read whose serialized answers the list cache keeps (list-cache.ts). Each domain declares its
 * reads beside their SQL; the app gives the list cache the ones it serves (cached-list-reads.ts).
 */
export interface CachedRead {
  /**
   * Every table its answer is built from, joins and counts included: a write to any of them gives the
   * answer a new ETag. A table missing here means stale lists; each read has a spec writing through
   * every call that changes it (the *-list-cache.spec.ts beside each read).
   */
  tables: readonly string[];
  /** The answer also depends on the UTC day of the clock (current and expired deals). */
  byDay?: boolean;
}

/**
 * Who is asking, as far as an answer can depend on it: the roles, and the restaurant of an owner (owner
 * calls read their own restaurant). An administrator's key never matches an owner's, nor one owner's another's.
 */
export function callerScope(request: FastifyRequest): string {
  const auth = request.auth;
  if (!auth) return 'public';
  return `${[...auth.roles].sort().join('+')}:${auth.user.restaurantId ?? ''}`;
}
