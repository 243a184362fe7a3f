import type { Queryable } from '../db/database';
import { csvLine, type CsvWalk } from '../http/csv';
import type { ContractSchema } from '../http/contract-types';
import { changesOf, readActivityRows, toActivityEvent, type ActivityQuery, type ActivityRow } from './activity-queries';

export const ACTIVITY_CSV_HEADER = ['Time', 'Who', 'Role', 'What', 'Object', 'Restaurant', 'Changes'] as const;

const ROLE_WORDS: Record<ContractSchema<'ActivityActor'>['role'], string> = {
  superAdmin: 'Super admin',
  admin: 'Administrator',
  restaurant: 'Restaurant owner',
  system: 'System',
  anonymous: 'Anonymous',
};

function shown(value: unknown): string {
  if (value === undefined) return '';
  if (value === null) return '(empty)';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** The changed fields in one cell: `Field: before → after`, separated by `; `. */
function changesText(changes: ActivityRow['changes']): string {
  return changes
    .map((change) => {
      if (!('before' in change)) return `${change.field}: ${shown(change.after)}`;
      if (!('after' in change)) return `${change.field}: ${shown(change.before)} (removed)`;
      return `${change.field}: ${shown(change.before)} → ${shown(change.after)}`;
    })
    .join('; ');
}

export function activityCsvLine(row: ActivityRow): string {
  const event = toActivityEvent(row);
  const object = [event.object.type, event.object.label].filter(Boolean).join(': ');
  const what = event.affectedCount === undefined ? event.actionLabel : `${event.actionLabel} (${event.affectedCount})`;
  const cells = [
    event.occurredAt,
    event.actor.name,
    ROLE_WORDS[event.actor.role] ?? event.actor.role,
    what,
    object,
    // An event about many restaurants: how many (its detail names them).
    event.restaurant?.restaurantName ?? (event.restaurantCount ? `${event.restaurantCount} restaurants` : ''),
    changesText(changesOf(row)),
  ];
  return csvLine(cells);
}

type ActivityPosition = { atMicros: number; eventId: number };

/**
 * Every event the query selects, newest first, as a CSV walk (http/csv.ts): one keyset page of events
 * per batch, continuing after the last event's time and id.
 */
export function activityCsvWalk(db: Queryable, query: ActivityQuery): CsvWalk<ActivityRow, ActivityPosition> {
  return {
    header: ACTIVITY_CSV_HEADER,
    readBatch: (position, limit) => readActivityRows(db, query, position, limit),
    positionOf: (row) => ({ atMicros: row.atMicros, eventId: row.eventId }),
    line: activityCsvLine,
  };
}
