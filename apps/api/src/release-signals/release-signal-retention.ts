import type { Queryable } from '../db/database';

/** Days the raw views are kept (RELEASE_SIGNALS_RAW_DAYS) when the setting is absent. */
export const DEFAULT_RELEASE_SIGNALS_RAW_DAYS = 7;
/** Days the per-minute aggregates are kept: longer than the widest summary window (7 days). */
export const RELEASE_SIGNAL_AGGREGATE_DAYS = 8;
/** Rows deleted per statement: each is its own short transaction, holding its rows' locks only briefly. */
export const SIGNAL_SWEEP_BATCH_SIZE = 5000;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface SignalRetentionOptions {
  now: Date;
  rawDays?: number;
  batchSize?: number;
}

/** The tables the sweep empties of old rows, and the column that dates a row. */
const SWEPT = [
  { table: 'release_signal_views', dated: 'received_at', raw: true },
  { table: 'release_signal_minutes', dated: 'minute', raw: false },
  { table: 'release_signal_histograms', dated: 'minute', raw: false },
  { table: 'release_signal_people', dated: 'minute', raw: false },
  { table: 'release_signal_person_minutes', dated: 'minute', raw: false },
] as const;

/**
 * Deletes the raw views older than `rawDays` and the aggregates older than RELEASE_SIGNAL_AGGREGATE_DAYS,
 * as the audit trail's retention sweep does (activity-reads/activity-retention.ts): oldest first, a batch
 * per autocommitted statement, each batch taking only rows no other sweep has locked (SKIP LOCKED), so
 * two API processes sweeping at once split the work. Answers how many rows of each table it deleted.
 */
export async function sweepOldReleaseSignals(db: Queryable, options: SignalRetentionOptions): Promise<Record<string, number>> {
  const batchSize = options.batchSize ?? SIGNAL_SWEEP_BATCH_SIZE;
  const rawDays = options.rawDays ?? DEFAULT_RELEASE_SIGNALS_RAW_DAYS;
  const deleted: Record<string, number> = {};
  for (const { table, dated, raw } of SWEPT) {
    const cutoff = new Date(options.now.getTime() - (raw ? rawDays : RELEASE_SIGNAL_AGGREGATE_DAYS) * DAY_MS);
    deleted[table] = 0;
    for (;;) {
      // By ctid (a row's address, good within the statement): most of these tables' keys are several columns.
      const [{ count }] = await db.query<{ count: number }>(
        `WITH gone AS (
           DELETE FROM ${table}
            WHERE ctid = ANY (ARRAY(SELECT ctid FROM ${table} WHERE ${dated} < $1 ORDER BY ${dated} LIMIT $2 FOR UPDATE SKIP LOCKED))
           RETURNING 1
         )
         SELECT count(*) AS count FROM gone`,
        [cutoff, batchSize],
      );
      deleted[table] += count;
      if (count < batchSize) break;
    }
  }
  return deleted;
}
