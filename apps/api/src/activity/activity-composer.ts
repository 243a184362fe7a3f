import type { Database, Queryable } from '../db/database';

/**
 * Composes the events of the committed changes still waiting as raw rows (migrations/024), one event per
 * transaction. `wait`: take turns with a composer at work, so that every change committed before this
 * call is an event when it returns (what a read needs); else give way to it. Answers how many events were
 * composed, or -1 when it gave way.
 */
export async function composePendingActivity(db: Queryable, options: { wait: boolean }): Promise<number> {
  const [row] = await db.query<{ composed: number }>('SELECT audit_compose_pending($1) AS composed', [options.wait]);
  return Number(row.composed);
}

/**
 * Runs `fn` with every other composer held off (they give way or wait), on PostgreSQL: the recording-cost
 * bench measures the writes alone, then composes their events itself through the runner it is given.
 * PGlite's one session never waits: there `fn` gets the database.
 */
export async function holdComposing<T>(db: Database, fn: (composer: Queryable) => Promise<T>): Promise<T> {
  // PGlite's transaction would hold its one session, and with it every call measured.
  if (db.engine !== 'postgres') return fn(db);
  return db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('audit_compose_pending'))`);
    return fn(tx);
  });
}

/** How long after a recorded commit its events are composed in the background: a burst of writes shares one pass. */
export const BACKGROUND_COMPOSE_DELAY_MS = 100;

/**
 * The background composing of one API process: after each recorded commit, one pass soon after (at most
 * one scheduled at a time). A pass that gave way to another composer comes back later, since that one may
 * have started before this process's change committed. A failed pass is left to the next one and to the
 * reads, which compose for themselves.
 */
export function backgroundComposer(query: Queryable['query']): { changed(): void } {
  let scheduled: ReturnType<typeof setTimeout> | undefined;
  const pass = async () => {
    try {
      if ((await composePendingActivity({ query }, { wait: false })) < 0) schedule();
    } catch {
      // The database closed or is away: the next write or read composes what waits.
    }
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = setTimeout(() => {
      scheduled = undefined;
      void pass();
    }, BACKGROUND_COMPOSE_DELAY_MS);
    // A process ending leaves the rest to the other processes and the next reads.
    scheduled.unref();
  };
  return { changed: schedule };
}
