import type { Queryable } from '../db/database';

/** Days an event is kept (AUDIT_RETENTION_DAYS) when the setting is absent. */
export const DEFAULT_AUDIT_RETENTION_DAYS = 365;

/** Events deleted per statement: each is its own short transaction, holding its rows' locks only briefly. */
export const RETENTION_BATCH_SIZE = 5000;

export interface RetentionOptions {
  now: Date;
  retentionDays: number;
  batchSize?: number;
}

/**
 * Deletes the events older than the retention, oldest first, a batch per statement (autocommitted: no
 * transaction spans the sweep), until none is left. Readers are never blocked (PostgreSQL's readers do
 * not wait for deletes) and writers insert new rows the sweep never touches. Two processes sweeping at once
 * split the work: each batch takes only rows no other sweep has locked (SKIP LOCKED), so neither waits for
 * the other nor deletes a row twice. Answers how many events it deleted.
 */
export async function sweepExpiredActivity(db: Queryable, options: RetentionOptions): Promise<number> {
  const batchSize = options.batchSize ?? RETENTION_BATCH_SIZE;
  const cutoff = new Date(options.now.getTime() - options.retentionDays * 24 * 60 * 60 * 1000);
  let deleted = 0;
  for (;;) {
    const [{ count }] = await db.query<{ count: number }>(
      `WITH expired AS (
         SELECT event_id FROM audit_events WHERE occurred_at < $1
          ORDER BY occurred_at, event_id LIMIT $2 FOR UPDATE SKIP LOCKED
       ), gone AS (
         DELETE FROM audit_events e USING expired WHERE e.event_id = expired.event_id RETURNING 1
       )
       SELECT count(*) AS count FROM gone`,
      [cutoff, batchSize],
    );
    deleted += count;
    if (count < batchSize) return deleted;
  }
}
