import type { Queryable } from '../db/database';
import type { ContractSchema } from '../http/contract-types';
import { readActivityRows, toActivityEvent, type ActivityQuery, type ActivityRow } from './activity-queries';

export const ACTIVITY_CSV_HEADER = ['Time', 'Who', 'Role', 'What', 'Object', 'Restaurant', 'Changes'] as const;

/** Events read per query of an export: a page of the keyset walk, never the whole result. */
export const EXPORT_BATCH_SIZE = 1000;

const ROLE_WORDS: Record<ContractSchema<'ActivityActor'>['role'], string> = {
  superAdmin: 'Super admin',
  admin: 'Administrator',
  restaurant: 'Restaurant owner',
  system: 'System',
  anonymous: 'Anonymous',
};

/*
 * A cell as CSV (RFC 4180: quoted when it holds a comma, a quote or a line break, quotes doubled), first
 * neutralised against formula injection: a spreadsheet runs a cell starting with = + - or @ (OWASP's
 * "CSV injection"), so such a cell gets a leading apostrophe. A tab or carriage return first is neutralised
 * as well, as some spreadsheets skip them before reading a formula.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

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
    event.restaurant?.restaurantName ?? '',
    changesText(Array.isArray(row.changes) ? row.changes : []),
  ];
  return `${cells.map(csvCell).join(',')}\r\n`;
}

export interface ExportOptions {
  batchSize?: number;
  /** Aborted when the client has gone: the walk stops before its next query. */
  signal?: AbortSignal;
}

/**
 * The CSV of every event the query selects, newest first, as chunks of one batch each: a byte order mark
 * (so spreadsheets read UTF-8) and the header first, then one keyset page at a time, so an export of any
 * size holds one batch of rows in memory. A consumer that stops reading (a slow client) stops the walk too,
 * as a generator runs only when asked for its next chunk.
 */
export async function* activityCsvChunks(db: Queryable, query: ActivityQuery, options: ExportOptions = {}): AsyncGenerator<string> {
  const batchSize = options.batchSize ?? EXPORT_BATCH_SIZE;
  yield `\uFEFF${ACTIVITY_CSV_HEADER.join(',')}\r\n`;
  let position: { atMicros: number; eventId: number } | undefined;
  for (;;) {
    if (options.signal?.aborted) return;
    const rows = await readActivityRows(db, query, position, batchSize);
    if (rows.length === 0) return;
    yield rows.map(activityCsvLine).join('');
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1];
    position = { atMicros: last.atMicros, eventId: last.eventId };
  }
}
