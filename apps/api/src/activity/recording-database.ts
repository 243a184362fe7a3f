import { createHash } from 'node:crypto';
import type { Database, Queryable, QueryOptions } from '../db/database';
import { activityAction } from './activity-actions';
import { backgroundComposer } from './activity-composer';
import { currentActivity, type ActivityContext } from './activity-context';
import { insertActivityEvent, type ActivityEventRecord } from './activity-events';
import { ACTIVITY_TABLES } from './activity-tables';

/*
 * How every change made through the API lands in the trail:
 * - the route layer (activity-routes.ts) serves each write call inside an ActivityContext (the
 *   operationId and the signed-in user), kept by AsyncLocalStorage through every await of the handler;
 * - this database layer begins each transaction of such a call with transaction-local settings: the
 *   operation, and the context as JSON (who, the action's definition, the tables' product words); a
 *   write statement made outside any transaction runs in one of its own, so no write of a call escapes;
 * - while those settings are on, triggers on the console's tables append every changed row (secrets
 *   removed) with the context and the transaction's time to audit_raw_changes, in the transaction of the
 *   change (migrations/024): a rollback leaves nothing, a commit leaves the change in its raw form;
 * - the one event of each transaction (one per operation, a bulk change included) is composed from those
 *   rows afterwards, outside the write (activity-composer.ts): before every activity read, which waits for
 *   a composer at work so it never misses a committed change, and soon after a commit in the background of
 *   the process that made it. Composers take turns on one lock, so none composes a change twice.
 * Triggers make it complete by construction (a new handler's writes are recorded without it doing
 * anything) where explicit calls in each handler could be forgotten. Composing at COMMIT, in the
 * transaction (017 to 021), cost a menu item update 14 % of its time, two thirds of it the composing
 * (the changed fields in product words, the label, the restaurant); the write now pays only for its raw
 * rows. Security events that change no console row (a failed sign-in) are recorded explicitly with
 * recordActivity (auth/*-handlers.ts), which also drops the transaction's raw rows (one event a call).
 */

/** A write statement, which outside a transaction must run in one so that its change is recorded. */
const WRITES = /\b(insert|update|delete|merge|truncate)\b/i;

/** The tables' product words, as the composer reads them: stored once (audit_vocabulary), named by their hash. */
const TABLES_JSON = JSON.stringify(ACTIVITY_TABLES);
const VOCABULARY_KEY = createHash('sha256').update(TABLES_JSON).digest('hex').slice(0, 16);
const actionJson = new Map<string, string>();

function contextJson(context: ActivityContext): string {
  let action = actionJson.get(context.operationId);
  if (action === undefined) {
    const definition = activityAction(context.operationId);
    if (!definition) throw new Error(`${context.operationId} changes data but is not in activity/activity-actions.ts`);
    action = JSON.stringify(definition);
    actionJson.set(context.operationId, action);
  }
  return `{"actor":${JSON.stringify(context.actor())},"action":${action},"vocabulary":"${VOCABULARY_KEY}"}`;
}

/**
 * Records one event explicitly (a security event, or what no row says): in the transaction `q` when it
 * is one, so it commits or rolls back with the change, and that transaction then composes nothing else.
 */
export async function recordActivity(q: Queryable, event: ActivityEventRecord): Promise<void> {
  await insertActivityEvent(q, event);
}

/** The database the API's handlers use: the same database, recording every write call's changes. */
export function recordingDatabase<D extends Database>(db: D): D {
  // This API's words are stored before its first recorded transaction (once; again after a failure).
  let vocabulary: Promise<unknown> | undefined;
  const storeVocabulary = () =>
    (vocabulary ??= db
      .query('INSERT INTO audit_vocabulary (key, tables) VALUES ($1, $2::jsonb) ON CONFLICT (key) DO NOTHING', [
        VOCABULARY_KEY,
        TABLES_JSON,
      ])
      .catch((error) => {
        vocabulary = undefined;
        throw error;
      }));
  // Bound once: the composer's statements belong to no call (a spy on db.query sees only the calls').
  const composer = backgroundComposer(db.query.bind(db));
  const transaction = async <T>(fn: (tx: Queryable) => Promise<T>): Promise<T> => {
    const context = currentActivity();
    if (!context) return db.transaction(fn);
    await storeVocabulary();
    const result = await db.transaction(fn, {
      settings: { 'activity.operation': context.operationId, 'activity.context': contextJson(context) },
    });
    composer.changed();
    return result;
  };
  const wrapped = Object.create(db) as D;
  return Object.assign(wrapped, {
    query<T>(sql: string, params?: readonly unknown[], options?: QueryOptions): Promise<T[]> {
      if (!currentActivity() || !WRITES.test(sql)) return db.query<T>(sql, params, options);
      return transaction((tx) => tx.query<T>(sql, params, options));
    },
    transaction,
  });
}
