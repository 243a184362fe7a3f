import type { Database } from '../../src/db/database';

/**
 * After a bulk load: fresh planner statistics (the plans of the lists depend on them, and autovacuum may not
 * have run yet; PGlite has none), the full-text index's pending list merged into the index, and the
 * visibility map set so that counts can read indexes only. VACUUM does all three; it cannot run inside a
 * transaction, which db.query is not.
 */
export async function settleAfterBulkLoad(db: Database): Promise<void> {
  await db.query('VACUUM ANALYZE');
}
