import type { Database, Queryable } from '../db/database';
import { activityAction, type ActivityActionDefinition, type ActivityChangeRecord } from './activity-actions';
import { currentActivity, type ActivityContext } from './activity-context';
import { insertActivityEvent, MAX_AFFECTED_IDS, type ActivityEventRecord } from './activity-events';
import { ACTIVITY_TABLES, changesOf, type StagedRow } from './activity-tables';

/*
 * How every change made through the API lands in the trail, in the transaction of the change:
 * - the route layer (activity-routes.ts) serves each write call inside an ActivityContext (the
 *   operationId and the signed-in user), kept by AsyncLocalStorage through every await of the handler;
 * - this database layer starts each transaction of such a call with the transaction-local setting
 *   activity.operation, and runs a write statement made outside any transaction in one of its own, so
 *   no write of a call escapes it;
 * - while that setting is on, row triggers (migrations/016_audit_recording.sql) stage every changed row
 *   of the console's tables, whichever handler or cascade changed it;
 * - just before COMMIT, this layer turns what the transaction staged into ONE audit_events row (one per
 *   operation and transaction, a bulk change included) and deletes the staged rows.
 * Triggers make it complete by construction (a new handler's writes are staged without it doing
 * anything) where explicit calls in each handler could be forgotten; composing the event here rather
 * than in PL/pgSQL keeps the product words in TypeScript (activity-actions.ts, activity-tables.ts).
 * Security events that change no console row (a failed sign-in) are recorded explicitly with
 * recordActivity (auth/*-handlers.ts); such a transaction then writes no second event.
 */

/** A write statement, which outside a transaction must run in one so that its change is recorded. */
const WRITES = /\b(insert|update|delete|merge|truncate)\b/i;

/** Transactions of write calls: whether an event was already recorded explicitly in them. */
const recording = new WeakMap<Queryable, { recorded: boolean }>();

/**
 * Records one event explicitly (a security event, or what no row says): in the transaction `q` when it
 * is one, so it commits or rolls back with the change; then the transaction records nothing else.
 */
export async function recordActivity(q: Queryable, event: ActivityEventRecord): Promise<void> {
  const state = recording.get(q);
  if (state) state.recorded = true;
  await insertActivityEvent(q, event);
}

/** The database the API's handlers use: the same database, recording every write call's changes. */
export function recordingDatabase<D extends Database>(db: D): D {
  const transaction = <T>(fn: (tx: Queryable) => Promise<T>): Promise<T> => {
    const context = currentActivity();
    if (!context) return db.transaction(fn);
    return db.transaction(async (inner) => {
      const state = { recorded: false };
      const tx: Queryable = { query: (sql, params) => inner.query(sql, params) };
      recording.set(tx, state);
      await inner.query("SELECT set_config('activity.operation', $1, true)", [context.operationId]);
      const result = await fn(tx);
      await recordStagedRows(inner, context, state.recorded);
      return result;
    });
  };
  const wrapped = Object.create(db) as D;
  return Object.assign(wrapped, {
    query<T>(sql: string, params?: readonly unknown[]): Promise<T[]> {
      if (!currentActivity() || !WRITES.test(sql)) return db.query<T>(sql, params);
      return transaction((tx) => tx.query<T>(sql, params));
    },
    transaction,
  });
}

interface StagedRowChange {
  id: number | null;
  firstOp: 'INSERT' | 'UPDATE' | 'DELETE';
  lastOp: 'INSERT' | 'UPDATE' | 'DELETE';
  old: StagedRow | null;
  new: StagedRow | null;
}

interface StagedTable {
  table: string;
  /** Rows changed (each row once, however many statements changed it). */
  total: number;
  /** The first 1,000 row ids, in the order they were first changed. */
  ids: number[];
  /** The first 20 rows, each with its value before the transaction and after its last change. */
  rows: StagedRowChange[];
}

/** Takes what the transaction staged off the staging table, grouped by table, each row's first and last state. */
const TAKE_STAGED = `
  WITH gone AS (
    DELETE FROM audit_staged_rows WHERE tx = txid_current() RETURNING seq, table_name, op, row_id, old_row, new_row
  ), per_row AS (
    SELECT table_name, row_id, min(seq) AS first_seq,
           (array_agg(op ORDER BY seq))[1] AS first_op, (array_agg(op ORDER BY seq DESC))[1] AS last_op,
           (array_agg(old_row ORDER BY seq))[1] AS old_row, (array_agg(new_row ORDER BY seq DESC))[1] AS new_row
      FROM gone GROUP BY table_name, row_id
  ), ranked AS (
    SELECT *, row_number() OVER (PARTITION BY table_name ORDER BY first_seq) AS n FROM per_row
  )
  SELECT table_name AS "table", count(*)::int AS total,
         coalesce(array_agg(row_id ORDER BY first_seq) FILTER (WHERE n <= ${MAX_AFFECTED_IDS} AND row_id IS NOT NULL), '{}') AS ids,
         jsonb_agg(jsonb_build_object('id', row_id, 'firstOp', first_op, 'lastOp', last_op, 'old', old_row, 'new', new_row)
                   ORDER BY first_seq) FILTER (WHERE n <= 20) AS rows
    FROM ranked GROUP BY table_name ORDER BY min(first_seq)`;

async function recordStagedRows(tx: Queryable, context: ActivityContext, alreadyRecorded: boolean): Promise<void> {
  const staged = await tx.query<StagedTable>(TAKE_STAGED);
  if (alreadyRecorded || staged.length === 0) return;
  const action = activityAction(context.operationId);
  if (!action) throw new Error(`${context.operationId} changed data but is not in activity/activity-actions.ts`);
  await insertActivityEvent(tx, eventOf(action, context, staged));
}

/** Composes the one event of a transaction from the rows it changed. */
export function eventOf(action: ActivityActionDefinition, context: ActivityContext, staged: StagedTable[]): ActivityEventRecord {
  const actor = context.actor();
  // The object's table; a call that changed only rows about it (reports of a menu item) is about those.
  const primary = action.table
    ? (staged.find((group) => group.table === action.table) ?? staged.find((group) => ACTIVITY_TABLES[group.table]?.objectId))
    : undefined;
  const bulk = action.bulkTable ? staged.find((group) => group.table === action.bulkTable) : undefined;
  const objectRow = primary && (action.objectIsCreated ? primary.rows.find((row) => row.firstOp === 'INSERT') : undefined);
  const row = objectRow ?? primary?.rows[0];
  const table = primary ? ACTIVITY_TABLES[primary.table] : undefined;
  const data = row ? (row.new ?? row.old) : null;
  const changes: ActivityChangeRecord[] = [];
  let affectedCount: number | null = null;
  let affectedIds: number[] | null = null;

  if (action.bulkTable === '*') {
    // Everything in it went with it (a restaurant deleted): how many rows, of every table.
    affectedCount = staged.filter((group) => group !== primary).reduce((sum, group) => sum + group.total, 0);
  } else if (bulk) {
    affectedCount = bulk.total;
    affectedIds = bulk.ids;
  } else if (primary && primary.total > 1) {
    affectedCount = primary.total;
    affectedIds = primary.ids;
  }
  if (row && table && !(row.firstOp === 'INSERT' && row.lastOp === 'DELETE')) {
    changes.push(...changesOf(table, row.firstOp === 'INSERT' ? null : row.old, row.lastOp === 'DELETE' ? null : row.new));
  }
  // What else the call changed, when it is a few rows: an owner's email with their restaurant, the
  // categories of a restaurant, the items of a deal.
  for (const group of staged) {
    if (group === primary || group === bulk || action.bulkTable === '*' || group.total > 20) continue;
    const other = ACTIVITY_TABLES[group.table];
    if (!other) continue;
    const added = group.rows.filter((r) => r.firstOp === 'INSERT' && r.lastOp !== 'DELETE');
    const removed = group.rows.filter((r) => r.firstOp !== 'INSERT' && r.lastOp === 'DELETE');
    if (Object.keys(other.fields).length === 0 || group.table === 'images') {
      if (added.length > 0 || removed.length > 0) {
        changes.push({
          field: other.words,
          ...(removed.length > 0 ? { before: removed.map((r) => (r.old ? other.label(r.old) : r.id)) } : {}),
          ...(added.length > 0 ? { after: added.map((r) => (r.new ? other.label(r.new) : r.id)) } : {}),
        });
      }
      continue;
    }
    for (const r of group.rows) {
      if (r.firstOp === 'UPDATE' && r.lastOp === 'UPDATE') changes.push(...changesOf(other, r.old, r.new));
    }
  }

  const restaurantId = (data && table?.restaurantId(data)) ?? actor.restaurantId ?? null;
  const restaurantRow = staged.find((group) => group.table === 'restaurants')?.rows.find((r) => r.id === restaurantId);
  const restaurantName =
    (restaurantRow && String((restaurantRow.new ?? restaurantRow.old)?.restaurant_name ?? '')) ||
    (restaurantId !== null && restaurantId === actor.restaurantId ? actor.restaurantName : null) ||
    null;
  const objectId = data && table ? (table.objectId ? table.objectId(data) : (row?.id ?? null)) : null;

  return {
    action: action.key,
    actor,
    objectType: action.objectType,
    objectId,
    objectLabel: data && table ? table.label(data) : '',
    labelFromFood: primary?.table === 'food_reports',
    restaurantId,
    restaurantName,
    changes,
    affectedCount,
    affectedIds,
    aboutAdministrator: primary?.table === 'users' && data?.user_type === 'Administrator',
  };
}
