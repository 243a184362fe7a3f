import type { Queryable } from '../db/database';
import { activityAction, activityActionLabel, type ActivityChangeRecord } from './activity-actions';
import type { ActivityActor } from './activity-context';

/** Bulk changes keep at most this many of their ids (affectedCount says how many in all). */
export const MAX_AFFECTED_IDS = 1000;

/** One row of audit_events (migrations/014_audit_events.sql) as the recorder writes it. */
export interface ActivityEventRecord {
  action: string;
  actor: ActivityActor;
  objectType: string;
  objectId?: number | null;
  /** Its name at the time; looked up from the menu item when empty and `labelFromFood` (a report is about an item). */
  objectLabel?: string;
  labelFromFood?: boolean;
  restaurantId?: number | null;
  /** Looked up from restaurantId when absent. */
  restaurantName?: string | null;
  changes?: ActivityChangeRecord[];
  affectedCount?: number | null;
  affectedIds?: number[] | null;
  /** Set for changes to an administrator account beyond the action's own (activity-actions.ts). */
  aboutAdministrator?: boolean;
}

const INSERT_EVENT = `
  -- The rows this transaction changed so far are not composed into a second event (migrations/024).
  WITH raw AS (
    DELETE FROM audit_raw_changes WHERE tx = txid_current()
  )
  INSERT INTO audit_events (actor_id, actor_name, actor_role, action, security, about_administrator, object_type, object_id,
                            object_label, restaurant_id, restaurant_name, changes, affected_count, affected_ids, search_text)
  SELECT $1, $2, $3, $4, $5, $6, $7, $8, o.label, o.rid, o.rname, $12::jsonb, $13, $14::int[],
         concat_ws(' ', $15::text, nullif(o.label, ''), o.rname, $2::text)
    FROM (SELECT l.label, l.rid,
                 CASE WHEN l.rid IS NULL THEN NULL
                      ELSE coalesce($11::text, (SELECT restaurant_name FROM restaurants WHERE restaurant_id = l.rid)) END AS rname
            FROM (SELECT coalesce(nullif($9::text, ''),
                                  CASE WHEN $16::boolean THEN (SELECT food_item_name FROM foods WHERE food_id = $8) END, '') AS label,
                         coalesce($10::int, CASE WHEN $16::boolean THEN (SELECT restaurant_id FROM foods WHERE food_id = $8) END) AS rid) l) o
    -- The transaction's explicit event: its later changes leave no raw rows either.
   CROSS JOIN (SELECT set_config('activity.recorded', '1', true)) AS recorded
  RETURNING event_id AS "eventId"`;

/** Writes one event with the query runner given: in a transaction, it commits or rolls back with it. */
export async function insertActivityEvent(q: Queryable, event: ActivityEventRecord): Promise<number> {
  const action = activityAction(event.action);
  if (!action) throw new Error(`Unknown activity action ${event.action}: add it to activity/activity-actions.ts`);
  const changes = event.changes ?? [];
  const ids = event.affectedIds ? event.affectedIds.slice(0, MAX_AFFECTED_IDS) : null;
  const [row] = await q.query<{ eventId: number }>(INSERT_EVENT, [
    event.actor.userId,
    event.actor.name,
    event.actor.role,
    action.key,
    action.security,
    action.aboutAdministrator || Boolean(event.aboutAdministrator),
    event.objectType,
    event.objectId ?? null,
    event.objectLabel ?? '',
    event.restaurantId ?? null,
    event.restaurantName ?? null,
    JSON.stringify(changes),
    event.affectedCount ?? null,
    ids,
    activityActionLabel(action.key, changes),
    Boolean(event.labelFromFood),
  ]);
  return Number(row.eventId);
}
