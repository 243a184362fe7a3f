import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database';
import { ApiError } from '../http/api-error';

/*
 * The concurrency design of the contract (If-Match, 412 VersionConflict, API_IF_MATCH) for the food tags'
 * writes: only the version in the header is compared ("7", "7-…", W/"7-…"; * is any version).
 */

/** The version a write was made from; undefined for any (`*`, or no header from an older release). */
export function expectedVersion(request: FastifyRequest, reply: FastifyReply): number | undefined {
  const header = request.headers['if-match'];
  const text = (Array.isArray(header) ? header[0] : header)?.trim();
  if (!text) {
    if (process.env.API_IF_MATCH?.trim() === 'required')
      throw new ApiError(428, 'This change must say which version it was made from (If-Match)');
    reply.header('Deprecation', 'true');
    request.log.warn({ operation: request.routeOptions.url }, 'a write without If-Match was made as if it were If-Match: *');
    return undefined;
  }
  if (text === '*') return undefined;
  const match = /^(?:W\/)?"(\d+)(?:-[^"]*)?"$/.exec(text);
  // A header that names no version matches none: the object is never at it.
  return match ? Number(match[1]) : 0;
}

export interface VersionConflict {
  message: string;
  currentVersion: number;
  changedBy?: { name: string; emailAddress?: string };
  changedAt?: string;
  current: Record<string, unknown>;
}

/**
 * The 412 body: who made the last recorded change to the object and when (the trail's latest event about
 * it), with the object as it is now. Events waiting to be composed are composed first, so the change that
 * made the version stale is among them.
 */
export async function versionConflict(
  db: Queryable,
  object: { words: string; objectType: string; id: number; version: number; current: Record<string, unknown> },
): Promise<VersionConflict> {
  await db.query('SELECT audit_compose_pending(true)');
  const [row] = await db.query<{ name: string; email: string | null; at: Date | string }>(
    `SELECT e.actor_name AS name, u.email_address AS email, e.occurred_at AS at
       FROM audit_events e LEFT JOIN users u ON u.user_id = e.actor_id
      WHERE e.object_type = $1 AND e.object_id = $2 ORDER BY e.event_id DESC LIMIT 1`,
    [object.objectType, object.id],
  );
  const event = row && { ...row, at: new Date(row.at) };
  const when = event ? ` at ${event.at.toISOString().slice(0, 16).replace('T', ' ')} UTC` : '';
  const who = event ? ` by ${event.name}${event.email ? ` (${event.email})` : ''}` : '';
  return {
    message: `This ${object.words} was changed${who}${when}, after you opened it. Nothing was saved.`,
    currentVersion: object.version,
    ...(event
      ? { changedBy: { name: event.name, ...(event.email ? { emailAddress: event.email } : {}) }, changedAt: event.at.toISOString() }
      : {}),
    current: object.current,
  };
}
