import type { FastifyRequest } from 'fastify';
import { requireAuth } from '../auth/access-guard';
import type { Database } from '../db/database';
import { sendCsv } from '../http/csv-reply';
import { notFound } from '../http/api-error';
import type { OperationHandlers } from '../http/contract-routes';
import { decodeActivityCursor, encodeActivityCursor } from './activity-cursor';
import { activityCsvWalk } from './activity-csv';
import { findActivityPeople, PEOPLE_SIZE } from './activity-people';
import {
  activityQuery,
  readActivityEvent,
  readActivityRows,
  toActivityEvent,
  toActivityEventDetail,
  type ActivityFilters,
  type ActivityReader,
} from './activity-queries';

export const activityReadMessages = {
  notFound: 'Event not found',
} as const;

const DEFAULT_SIZE = 25;

/** An administrator reads as a super admin or an admin; the guard has refused everyone else (x-roles). */
function administrator(request: FastifyRequest): ActivityReader {
  return requireAuth(request).user.isSuperAdmin ? { kind: 'superAdmin' } : { kind: 'admin' };
}

/** The signed-in owner's restaurant; an owner without one (deleted) reads restaurant 0, which no event names. */
function owner(request: FastifyRequest): ActivityReader {
  return { kind: 'owner', restaurantId: requireAuth(request).user.restaurantId ?? 0 };
}

interface ListQuery {
  cursor?: string;
  size?: number;
  action?: string;
  from?: string;
  to?: string;
  keywords?: string;
  actor_id?: number;
  restaurant_id?: number;
  security?: boolean;
}

/**
 * The filters a reader's call declares: an owner's calls have no actor_id or restaurant_id, and undeclared
 * parameters reach the handler unchecked (as text), so theirs are never read.
 */
function filtersOf(reader: ActivityReader, query: ListQuery): ActivityFilters {
  const shared = { action: query.action, from: query.from, to: query.to, keywords: query.keywords };
  return reader.kind === 'owner'
    ? shared
    : { ...shared, actorId: query.actor_id, restaurantId: query.restaurant_id, security: query.security };
}

/**
 * The audit trail's reads (the contract's activity tag, but getActivityActions: activity/): pages newest
 * first by keyset, one event with its changes, and the CSV export. What each role may read is part of
 * every statement's WHERE (activity-queries.ts), so a hidden event is never read at all.
 */
export function activityReadHandlers({ db, secret, now }: { db: Database; secret: string; now: () => Date }): OperationHandlers {
  async function page(reader: ActivityReader, query: ListQuery) {
    const position = query.cursor ? decodeActivityCursor(secret, query.cursor) : undefined;
    const size = query.size ?? DEFAULT_SIZE;
    const built = await activityQuery(db, reader, filtersOf(reader, query));
    // One more than the page: whether a next page exists without counting.
    const rows = await readActivityRows(db, built, position, size + 1);
    const events = rows.slice(0, size);
    const last = events[events.length - 1];
    const nextCursor = rows.length > size ? encodeActivityCursor(secret, { atMicros: last.atMicros, eventId: last.eventId }) : null;
    return { events: events.map(toActivityEvent), nextCursor };
  }

  async function one(reader: ActivityReader, eventId: number) {
    const row = await readActivityEvent(db, reader, eventId);
    if (!row) throw notFound(activityReadMessages.notFound);
    return toActivityEventDetail(row);
  }

  return {
    async getActivityEvents(request) {
      return page(administrator(request), request.query);
    },

    async getActivityEvent(request) {
      return one(administrator(request), request.params.id);
    },

    async getMyActivityEvents(request) {
      return page(owner(request), request.query);
    },

    async getMyActivityEvent(request) {
      return one(owner(request), request.params.id);
    },

    async findActivityPeople(request) {
      requireAuth(request);
      return { people: await findActivityPeople(db, request.query.keywords, request.query.size ?? PEOPLE_SIZE) };
    },

    async exportActivityEvents(request, reply) {
      const reader = administrator(request);
      const built = await activityQuery(db, reader, filtersOf(reader, request.query));
      return sendCsv(reply, 'activity', now(), activityCsvWalk(db, built));
    },
  };
}
