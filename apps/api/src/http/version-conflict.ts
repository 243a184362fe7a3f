import type { FastifyReply } from 'fastify';
import { composePendingActivity } from '../activity/activity-composer';
import type { Queryable } from '../db/database';
import { ApiError } from './api-error';
import { isExpected, type ExpectedVersion } from './if-match';

/** One versioned object, as a 412 about it names it and shows it. */
export interface VersionedObject {
  /** The object in the message's words: 'menu item' ("This menu item was changed by …"). */
  noun: string;
  /** Where the trail finds the changes to it: its events' object types and id. */
  trail: { objectTypes: readonly string[]; objectId: number; imagesOfRestaurant?: number };
  /** The object now, in the shape its read (or list row) gives it, with its version. */
  current(): Promise<unknown>;
}

/** The contract's VersionConflict. */
export interface VersionConflictBody {
  message: string;
  currentVersion: number;
  changedBy?: { name: string; emailAddress?: string };
  changedAt?: string;
  current?: unknown;
}

/** A change made from a version the object has moved on from; answered 412 (registerErrorHandling). */
export class StaleVersion extends Error {
  constructor(
    private readonly db: Queryable,
    readonly object: VersionedObject,
    readonly currentVersion: number,
  ) {
    super(`This ${object.noun} changed after it was opened`);
    this.name = 'StaleVersion';
  }

  /** The 412's body: who changed it last and when (the activity trail), and the object now. */
  async body(): Promise<VersionConflictBody> {
    const [change, current] = await Promise.all([latestChange(this.db, this.object.trail), this.object.current()]);
    const version = versionOf(current) ?? this.currentVersion;
    const what = `This ${this.object.noun} was changed`;
    const by = change ? ` by ${change.name}${change.emailAddress ? ` (${change.emailAddress})` : ''}` : '';
    const at = change ? ` at ${change.at.toISOString().slice(0, 16).replace('T', ' ')} UTC` : '';
    return {
      message: `${what}${by}${at}, after you opened it. Nothing was saved.`,
      currentVersion: version,
      ...(change ? { changedBy: { name: change.name, ...(change.emailAddress ? { emailAddress: change.emailAddress } : {}) } } : {}),
      ...(change ? { changedAt: change.at.toISOString() } : {}),
      current,
    };
  }
}

/** The version guard of one database: checks a locked row's version against the request's If-Match. */
export function versionGuard(db: Queryable) {
  return {
    /**
     * Throws StaleVersion unless `version` (read FOR UPDATE in the change's transaction, so no other
     * change can slip in between) is one If-Match named. `*` passes.
     */
    check(version: number, expected: ExpectedVersion, object: VersionedObject): void {
      if (!isExpected(expected, version)) throw new StaleVersion(db, object, version);
    },
    /**
     * For a conditional write in one statement (`… AND ($n::int[] IS NULL OR version = ANY($n))`): the
     * versions If-Match names, null for any. A write that then changed no row was refused: `refused`.
     */
    sqlVersions(expected: ExpectedVersion): number[] | null {
      return expected.any ? null : [...expected.versions];
    },
    /** After a conditional write changed nothing: the 404 of a missing object, else its 412. */
    refused(version: number | undefined, object: VersionedObject, missing: () => Error): never {
      if (version === undefined) throw missing();
      throw new StaleVersion(db, object, version);
    },
  };
}

export type VersionGuard = ReturnType<typeof versionGuard>;

/** The `version` of a read's object: the object's own, or that of the one object it wraps ({ food: … }). */
export function versionOf(body: unknown): number | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const own = (body as { version?: unknown }).version;
  if (typeof own === 'number') return own;
  for (const value of Object.values(body)) {
    const inner = value && typeof value === 'object' ? (value as { version?: unknown }).version : undefined;
    if (typeof inner === 'number') return inner;
  }
  return undefined;
}

interface LatestChange {
  name: string;
  emailAddress?: string;
  at: Date;
}

/** The newest event that changed the object (every committed change composed first, as reads do). */
async function latestChange(db: Queryable, trail: VersionedObject['trail']): Promise<LatestChange | undefined> {
  await composePendingActivity(db, { wait: true });
  const [row] = await db.query<{ name: string; emailAddress: string | null; at: Date }>(
    `SELECT e.actor_name AS name, u.email_address AS "emailAddress", e.occurred_at AS at
       FROM (SELECT * FROM (
               SELECT event_id, occurred_at, actor_id, actor_name FROM audit_events
                WHERE object_type = ANY($1::text[]) AND object_id = $2 AND changes <> '[]'::jsonb
                ORDER BY occurred_at DESC, event_id DESC LIMIT 1) AS own
             UNION ALL
             SELECT * FROM (
               SELECT event_id, occurred_at, actor_id, actor_name FROM audit_events
                WHERE $3::integer IS NOT NULL AND restaurant_id = $3 AND object_type = 'Image'
                ORDER BY occurred_at DESC, event_id DESC LIMIT 1) AS images) AS e
       LEFT JOIN users u ON u.user_id = e.actor_id
      ORDER BY e.occurred_at DESC, e.event_id DESC LIMIT 1`,
    [trail.objectTypes, trail.objectId, trail.imagesOfRestaurant ?? null],
  );
  return row ? { name: row.name, emailAddress: row.emailAddress ?? undefined, at: new Date(row.at) } : undefined;
}

/** Answers a StaleVersion: 412 with its body, or the 404 of an object deleted meanwhile. */
export async function sendStaleVersion(reply: FastifyReply, error: StaleVersion): Promise<FastifyReply> {
  let body: VersionConflictBody;
  try {
    body = await error.body();
  } catch (failure) {
    if (failure instanceof ApiError && failure.statusCode === 404) {
      return reply.code(404).type('application/json; charset=utf-8').serializer(JSON.stringify).send({ message: failure.message });
    }
    // The trail or the read failed (the database went away): the 412 still says nothing was saved.
    reply.log.warn({ err: failure }, 'version conflict described without the trail');
    body = {
      message: `This ${error.object.noun} was changed after you opened it. Nothing was saved.`,
      currentVersion: error.currentVersion,
    };
  }
  return reply.code(412).type('application/json; charset=utf-8').serializer(JSON.stringify).send(body);
}
