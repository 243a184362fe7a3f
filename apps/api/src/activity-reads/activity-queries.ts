import type { Queryable } from '../db/database';
import { badRequest } from '../http/api-error';
import type { ContractSchema } from '../http/contract-types';
import type { ActivityPosition } from './activity-cursor';
import { ACTIVITY_ACTIONS, activityActionLabel } from '../activity/activity-actions';
import { ACTIVITY_TABLES } from '../activity/activity-tables';
import { composePendingActivity } from '../activity/activity-composer';
import { MAX_AFFECTED_IDS } from '../activity/activity-events';
import { statusWord } from '../restaurants/restaurant-status-words';

/** Who reads: the visibility of the brief's roles, always applied in SQL (never by filtering rows in JS). */
export type ActivityReader = { kind: 'superAdmin' } | { kind: 'admin' } | { kind: 'owner'; restaurantId: number };

/** The filters every list and the export share (the contract's query parameters). */
export interface ActivityFilters {
  actorId?: number;
  action?: string;
  restaurantId?: number;
  from?: string;
  to?: string;
  keywords?: string;
  /** Only security events (true) or only changes (false); both when absent. */
  security?: boolean;
}

/** The event's words as migration 022 stores and indexes them. */
export const ACTIVITY_SEARCH_VECTOR = 'search_vector';

export const activityFilterMessages = {
  badTime: (name: string) => `${name} must be a date and time such as 2026-01-31T23:59:59Z`,
} as const;

const BASE_COLUMNS = `
  event_id AS "eventId", occurred_at AS "occurredAt",
  (extract(epoch FROM occurred_at) * 1000000)::bigint AS "atMicros",
  actor_id AS "actorId", actor_name AS "actorName", actor_role AS "actorRole", action, security,
  object_type AS "objectType"`;

/** An administrator's columns of the object and the restaurant: one, or how many (an event about many, migrations/038). */
const ADMIN_RESTAURANT_COLUMNS = `
  object_id AS "objectId", object_label AS "objectLabel", changes,
  restaurant_id AS "restaurantId", restaurant_name AS "restaurantName", restaurant_count AS "restaurantCount",
  affected_count AS "affectedCount"`;

/**
 * An owner's: an event about many restaurants is shown as about theirs alone (its other restaurants, and how
 * many rows it changed in all, are other owners' business). Its object and changes are those of the first
 * row it changed (audit_compose, db/functions/audit-composer.sql), which may be another restaurant's menu item, deal or
 * report; so when the object is a restaurant's row the owner is told what happened, by whom and when, to
 * their restaurant, with the one value the call gave every row (a bulk status: "Restaurants suspended"),
 * and neither that row nor its other changes.
 */
const ownerRestaurantColumns = (owner: string, hidden: string, uniform: string) => `
  CASE WHEN ${hidden} THEN NULL ELSE object_id END AS "objectId",
  CASE WHEN ${hidden} THEN '' ELSE object_label END AS "objectLabel",
  CASE WHEN ${hidden} THEN
    (SELECT coalesce(jsonb_agg(DISTINCT jsonb_build_object('field', c ->> 'field', 'after', c -> 'after')), '[]'::jsonb)
       FROM jsonb_array_elements(changes) AS c WHERE c ->> 'field' = ${uniform}::jsonb ->> action AND c ? 'after')
  ELSE changes END AS changes,
  coalesce(restaurant_id, CASE WHEN restaurant_count IS NOT NULL THEN ${owner}::int END) AS "restaurantId",
  coalesce(restaurant_name, CASE WHEN restaurant_count IS NOT NULL THEN ${ownName(owner)} END) AS "restaurantName",
  NULL::int AS "restaurantCount", CASE WHEN restaurant_count IS NULL THEN affected_count END AS "affectedCount"`;

/** The owner's restaurant's name in an event about many (its name at the time). */
const ownName = (owner: string) =>
  `(SELECT l.restaurant_name FROM audit_event_restaurants l WHERE l.event_id = audit_events.event_id AND l.restaurant_id = ${owner}::int)`;

/** The actions whose object is a row of one restaurant (a menu item, a deal, a report, the restaurant itself). */
const RESTAURANT_ROW_ACTIONS = ACTIVITY_ACTIONS.filter((action) => {
  const table = action.table ? ACTIVITY_TABLES[action.table] : undefined;
  return Boolean(table?.restaurantColumn || table?.labelFromFood);
}).map((action) => action.key);

/** The field a bulk action sets to one value on every row (wordsByChange): the same for every restaurant. */
const UNIFORM_FIELDS = JSON.stringify(
  Object.fromEntries(
    ACTIVITY_ACTIONS.filter((action) => action.bulkTable && action.wordsByChange).map((a) => [a.key, a.wordsByChange?.field]),
  ),
);

/** The words an owner may find an event about many by: the action's, the actor's, their restaurant's, a shown object's. */
const ACTION_LABELS = JSON.stringify(Object.fromEntries(ACTIVITY_ACTIONS.map((action) => [action.key, action.label])));

/** Every restaurant of an event about many, by name (at most MAX_AFFECTED_IDS; restaurantCount says how many). */
const EVENT_RESTAURANTS = `
  CASE WHEN restaurant_count IS NOT NULL THEN
    (SELECT jsonb_agg(jsonb_build_object('restaurantId', l.restaurant_id, 'restaurantName', l.restaurant_name)
                      ORDER BY l.restaurant_name, l.restaurant_id)
       FROM (SELECT restaurant_id, restaurant_name FROM audit_event_restaurants
              WHERE event_id = audit_events.event_id ORDER BY restaurant_name, restaurant_id LIMIT ${MAX_AFFECTED_IDS}) l) END
    AS "restaurants"`;

export interface ActivityRow {
  eventId: number;
  occurredAt: Date;
  atMicros: number;
  actorId: number | null;
  actorName: string;
  actorRole: ContractSchema<'ActivityActor'>['role'];
  action: string;
  security: boolean;
  objectType: string;
  objectId: number | null;
  objectLabel: string;
  restaurantId: number | null;
  restaurantName: string | null;
  restaurantCount: number | null;
  restaurants?: Array<{ restaurantId: number; restaurantName: string }> | null;
  changes: Array<ContractSchema<'ActivityChange'>>;
  affectedCount: number | null;
  affectedIds?: number[] | null;
}

/** A statement's WHERE and its parameters, built up one condition at a time. */
class Conditions {
  readonly parts: string[] = [];
  readonly params: unknown[] = [];
  add(sql: (next: string) => string, value: unknown): void {
    this.params.push(value);
    this.parts.push(sql(`$${this.params.length}`));
  }
  fixed(sql: string): void {
    this.parts.push(sql);
  }
  /** A parameter for the statement's columns, not a condition: its placeholder. */
  value(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }
  get where(): string {
    return this.parts.length ? this.parts.join(' AND ') : 'true';
  }
}

/** What the reader may see, but the restaurant an owner's history is about (ActivityQuery.restaurantId). */
function visibility(conditions: Conditions, reader: ActivityReader): void {
  if (reader.kind === 'admin') conditions.fixed('NOT security AND NOT about_administrator');
  // Their restaurant's history, never a security event (not even their own sign-in failures: about a person).
  if (reader.kind === 'owner') conditions.fixed('NOT security');
}

/** An event about many whose object is another restaurant's row as far as the owner can tell (see ownerRestaurantColumns). */
const hiddenFromOwner = (conditions: Conditions) =>
  `(restaurant_count IS NOT NULL AND action = ANY(${conditions.value(RESTAURANT_ROW_ACTIONS)}::text[]))`;

/** The columns of the object and the restaurant as the reader sees them. */
function restaurantColumns(conditions: Conditions, reader: ActivityReader): string {
  if (reader.kind !== 'owner') return ADMIN_RESTAURANT_COLUMNS;
  return ownerRestaurantColumns(conditions.value(reader.restaurantId), hiddenFromOwner(conditions), conditions.value(UNIFORM_FIELDS));
}

/**
 * An owner's keywords find an event about many only by the words they are shown: search_text also holds
 * the other restaurants' names and the first row's label, which would tell whether another restaurant has them.
 */
function ownerSearch(conditions: Conditions, reader: ActivityReader, search: string): void {
  if (reader.kind !== 'owner') return;
  const owner = conditions.value(reader.restaurantId);
  const hidden = hiddenFromOwner(conditions);
  const words = `concat_ws(' ', ${conditions.value(ACTION_LABELS)}::jsonb ->> action, actor_name, ${ownName(owner)},
                           CASE WHEN NOT ${hidden} THEN object_label END)`;
  conditions.add((p) => `(restaurant_count IS NULL OR to_tsvector('simple', ${words}) @@ ${p}::tsquery)`, search);
}

/** An event about a restaurant: its own, or one about many that names it (migrations/038). */
const aboutRestaurant = (p: string) =>
  `(restaurant_id = ${p} OR event_id IN (SELECT event_id FROM audit_event_restaurants WHERE restaurant_id = ${p}))`;

function readTime(value: string | undefined, name: string): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (Number.isNaN(Date.parse(value))) throw badRequest(activityFilterMessages.badTime(name), name);
  return new Date(value).toISOString();
}

/**
 * The keywords as a text query, split by PostgreSQL's own parser so that words match the way search_text
 * was indexed: every word whole, and the last one also as the start of a word, as it may be still being
 * typed (`'sushi' & '42':*`). Whole words keep the index cheap: a prefix costs the search index every
 * event it starts a word of (measured at 1,000,000 events: 5 ms for 'sushi':* & '4251':*, 0.7 ms for
 * 'sushi' & '4251':*). Passed to the list query as a value (not a subquery) so that its plan is chosen
 * for these words: a rare word through the search index, a common one along the time index. Null when
 * there are no keywords; '' when they hold no word at all (then nothing matches).
 */
async function searchQuery(db: Queryable, keywords: string | undefined): Promise<string | null> {
  const text = keywords?.trim();
  if (!text) return null;
  const [row] = await db.query<{ query: string | null }>(
    `SELECT string_agg(quote_literal(lexeme) || CASE WHEN at = lastAt THEN ':*' ELSE '' END, ' & ') AS query
       FROM (SELECT lexeme, positions[array_upper(positions, 1)] AS at, max(positions[array_upper(positions, 1)]) OVER () AS lastAt
               FROM unnest(to_tsvector('simple', $1::text))) words`,
    [text],
  );
  return row?.query ?? '';
}

export interface ActivityQuery {
  conditions: Conditions;
  /** The object's and the restaurant's columns as the reader sees them. */
  columns: string;
  /** Only the events about this restaurant (the filter, or an owner's own). */
  restaurantId?: number;
  /** True when the keywords hold no word: the answer is empty without asking. */
  nothing: boolean;
}

/** The visibility and the filters as one WHERE (a keyset position is added per page). */
export async function activityQuery(db: Queryable, reader: ActivityReader, filters: ActivityFilters): Promise<ActivityQuery> {
  const conditions = new Conditions();
  visibility(conditions, reader);
  const columns = restaurantColumns(conditions, reader);
  if (filters.actorId !== undefined) conditions.add((p) => `actor_id = ${p}`, filters.actorId);
  if (filters.action) conditions.add((p) => `action = ${p}`, filters.action);
  if (filters.security !== undefined) conditions.fixed(filters.security ? 'security' : 'NOT security');
  const from = readTime(filters.from, 'from');
  const to = readTime(filters.to, 'to');
  if (from) conditions.add((p) => `occurred_at >= ${p}::timestamptz`, from);
  // Inclusive to the end of the millisecond `to` names: times are sent in milliseconds, kept in microseconds.
  if (to) conditions.add((p) => `occurred_at < ${p}::timestamptz + interval '1 millisecond'`, to);
  const search = await searchQuery(db, filters.keywords);
  if (search) conditions.add((p) => `${ACTIVITY_SEARCH_VECTOR} @@ ${p}::tsquery`, search);
  if (search) ownerSearch(conditions, reader, search);
  const restaurantId = reader.kind === 'owner' ? reader.restaurantId : filters.restaurantId;
  return { conditions, columns, restaurantId, nothing: search === '' };
}

/** The events after `position` (newest first), at most `limit`. */
export async function readActivityRows(
  db: Queryable,
  query: ActivityQuery,
  position: ActivityPosition | undefined,
  limit: number,
): Promise<ActivityRow[]> {
  if (query.nothing) return [];
  const params = [...query.conditions.params];
  const parts = [...query.conditions.parts];
  if (position) {
    params.push(position.atMicros, position.eventId);
    const at = `timestamptz 'epoch' + $${params.length - 1}::bigint * interval '1 microsecond'`;
    parts.push(`(occurred_at, event_id) < (${at}, $${params.length}::bigint)`);
  }
  params.push(limit);
  const select = `SELECT ${BASE_COLUMNS}, ${query.columns}, ${PENDING} FROM audit_events`;
  const newest = `ORDER BY occurred_at DESC, event_id DESC LIMIT $${params.length}`;
  if (query.restaurantId === undefined) {
    return readComposed(db, `${select} WHERE ${parts.length ? parts.join(' AND ') : 'true'} ${newest}`, params);
  }
  // A restaurant's events along its index, and beside them the few about many restaurants that name it: one
  // OR would walk the whole trail newest first (no index answers it), each branch walks only its own.
  params.push(query.restaurantId);
  const restaurant = `$${params.length}::int`;
  const where = parts.length ? `${parts.join(' AND ')} AND` : '';
  return readComposed(
    db,
    `SELECT * FROM (
       (${select} WHERE ${where} restaurant_id = ${restaurant} ${newest})
       UNION ALL
       (${select} WHERE ${where} event_id IN (SELECT event_id FROM audit_event_restaurants WHERE restaurant_id = ${restaurant}) ${newest})
     ) AS about ORDER BY "atMicros" DESC, "eventId" DESC LIMIT $${params.length - 1}`,
    params,
  );
}

/** One event the reader may see, with its affected ids; undefined when unknown or hidden from them. */
export async function readActivityEvent(db: Queryable, reader: ActivityReader, eventId: number): Promise<ActivityRow | undefined> {
  const conditions = new Conditions();
  visibility(conditions, reader);
  const columns = restaurantColumns(conditions, reader);
  if (reader.kind === 'owner') conditions.add(aboutRestaurant, reader.restaurantId);
  conditions.add((p) => `event_id = ${p}`, eventId);
  // An owner is told neither the other restaurants of an event about many nor the rows it changed there.
  const many =
    reader.kind === 'owner'
      ? `NULL AS "restaurants", CASE WHEN restaurant_count IS NULL THEN affected_ids END`
      : `${EVENT_RESTAURANTS}, affected_ids`;
  const [row] = await readComposed(
    db,
    `SELECT ${BASE_COLUMNS}, ${columns}, ${many} AS "affectedIds", ${PENDING} FROM audit_events WHERE ${conditions.where}`,
    conditions.params,
  );
  return row;
}

/**
 * Whether committed changes still wait as raw rows (migrations/024), asked in the read's own statement:
 * composing a transaction removes its raw rows and writes its event in one commit, so a snapshot without
 * raw rows holds the event of every change committed before it, and the read costs no extra round trip.
 */
const PENDING = 'EXISTS (SELECT 1 FROM audit_raw_changes) AS pending';

/**
 * Runs a read that selects PENDING; when changes were waiting (or nothing was found, which a change
 * being composed at that moment could explain), composes them, waiting for a composer at work, and reads
 * again: a read never misses a committed change (activity/activity-composer.ts).
 */
async function readComposed(db: Queryable, sql: string, params: unknown[]): Promise<ActivityRow[]> {
  let rows = await db.query<ActivityRow & { pending?: boolean }>(sql, params);
  if (rows.length === 0 || rows[0].pending) {
    await composePendingActivity(db, { wait: true });
    rows = await db.query<ActivityRow & { pending?: boolean }>(sql, params);
  }
  for (const row of rows) delete row.pending;
  return rows;
}

/**
 * An event's changes in the console's words: a restaurant's Status as its badge says it (Approved is
 * Active), as the trail was recorded with the stored values. One word for one state, here and in the file.
 */
export function changesOf(row: ActivityRow): ActivityRow['changes'] {
  const changes = Array.isArray(row.changes) ? row.changes : [];
  if (row.objectType !== 'Restaurant') return changes;
  const word = (value: unknown) => (typeof value === 'string' ? statusWord(value) : value);
  return changes.map((change) => {
    if (change.field !== 'Status') return change;
    const worded = { ...change };
    if ('before' in change) worded.before = word(change.before);
    if ('after' in change) worded.after = word(change.after);
    return worded;
  });
}

/** The contract's ActivityEvent of a row. */
export function toActivityEvent(row: ActivityRow): ContractSchema<'ActivityEvent'> {
  const changes = Array.isArray(row.changes) ? row.changes : [];
  return {
    eventId: row.eventId,
    occurredAt: row.occurredAt.toISOString(),
    actor: { userId: row.actorId, name: row.actorName, role: row.actorRole },
    action: row.action,
    actionLabel: activityActionLabel(row.action, changes),
    security: row.security,
    object: { type: row.objectType, id: row.objectId, label: row.objectLabel },
    restaurant: row.restaurantId === null ? null : { restaurantId: row.restaurantId, restaurantName: row.restaurantName ?? '' },
    ...(row.restaurantCount === null ? {} : { restaurantCount: row.restaurantCount }),
    changedFields: changes.map((change) => change.field),
    ...(row.affectedCount === null ? {} : { affectedCount: row.affectedCount }),
  };
}

/** The contract's ActivityEventDetail of a row read by readActivityEvent. */
export function toActivityEventDetail(row: ActivityRow): ContractSchema<'ActivityEventDetail'> {
  const changes = changesOf(row);
  return {
    ...toActivityEvent(row),
    changes,
    ...(row.restaurants ? { restaurants: row.restaurants } : {}),
    ...(row.affectedIds ? { affectedIds: row.affectedIds } : {}),
  };
}
