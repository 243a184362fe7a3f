import type { Database } from './database';

/** The advisory lock key of the API's start-up work (any bigint no other code on the database uses). */
const STARTUP_LOCK_KEY = 8_430_172_655;

/**
 * Runs fn while holding a PostgreSQL advisory lock, so API processes (and the seed CLI) starting at once
 * on one database migrate and seed one after the other: the second finds the work done. The lock lives
 * in a transaction that keeps one pooled connection idle while fn runs on the others, hence a pool of at
 * least 2. Not re-entrant: fn must not take it again. PGlite is one process with one connection: nothing
 * to wait for, and a held transaction would block fn's own queries.
 */
export async function withStartupLock<T>(db: Database, fn: () => Promise<T>): Promise<T> {
  if (db.engine === 'pglite') return fn();
  return db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(${STARTUP_LOCK_KEY})`);
    return fn();
  });
}
