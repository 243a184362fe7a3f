import { createHash } from 'node:crypto';
import type { Database, Queryable } from '../db/database';
import { activityAction } from './activity-actions';
import { currentActivity, type ActivityContext } from './activity-context';
import { insertActivityEvent, type ActivityEventRecord } from './activity-events';
import { ACTIVITY_TABLES } from './activity-tables';

/*
 * How every change made through the API lands in the trail, in the transaction of the change:
 * - the route layer (activity-routes.ts) serves each write call inside an ActivityContext (the
 *   operationId and the signed-in user), kept by AsyncLocalStorage through every await of the handler;
 * - this database layer begins each transaction of such a call with transaction-local settings: the
 *   operation, and the context as JSON (who, the action's definition, the tables' product words); a
 *   write statement made outside any transaction runs in one of its own, so no write of a call escapes;
 * - while those settings are on, triggers on the console's tables see every changed row, whichever
 *   handler or cascade changed it (migrations/016 to 021);
 * - the transaction's first changed row is composed into its event at once (the common one-row call);
 *   a second changed row drops that event and stages both, and a deferred constraint trigger composes
 *   everything staged into ONE audit_events row just before COMMIT (one per operation and transaction,
 *   a bulk change included). A rollback takes the staged rows and the event with it.
 * Triggers make it complete by construction (a new handler's writes are recorded without it doing
 * anything) where explicit calls in each handler could be forgotten; composing in the database at COMMIT
 * costs a write no extra round trip (the settings travel with the BEGIN on PostgreSQL), where reading the
 * staged rows back and writing the event from here cost three (about 30 % of a menu item update).
 * Security events that change no console row (a failed sign-in) are recorded explicitly with
 * recordActivity (auth/*-handlers.ts); such a transaction then composes no second event.
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
  const transaction = async <T>(fn: (tx: Queryable) => Promise<T>): Promise<T> => {
    const context = currentActivity();
    if (!context) return db.transaction(fn);
    await storeVocabulary();
    return db.transaction(fn, {
      settings: { 'activity.operation': context.operationId, 'activity.context': contextJson(context) },
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
