import type { Queryable } from '../db/database';
import { DEMO_ACCOUNTS } from '../seed/demo-plan';

/** An event as a test writes it straight into audit_events (the recording has its own specs). */
export interface TestEvent {
  occurredAt: string;
  actorId?: number | null;
  actorName?: string;
  actorRole?: 'superAdmin' | 'admin' | 'restaurant' | 'system' | 'anonymous';
  action?: string;
  security?: boolean;
  aboutAdministrator?: boolean;
  objectType?: string;
  objectId?: number | null;
  objectLabel?: string;
  restaurantId?: number | null;
  restaurantName?: string | null;
  changes?: Array<{ field: string; before?: unknown; after?: unknown }>;
  affectedCount?: number | null;
  affectedIds?: number[] | null;
  searchText?: string;
}

/** Inserts the events and answers their ids, in the order given. */
export async function insertTestEvents(db: Queryable, events: TestEvent[]): Promise<number[]> {
  const ids: number[] = [];
  for (const event of events) {
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO audit_events (occurred_at, actor_id, actor_name, actor_role, action, security, about_administrator,
         object_type, object_id, object_label, restaurant_id, restaurant_name, changes, affected_count, affected_ids, search_text)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16) RETURNING event_id AS id`,
      [
        event.occurredAt,
        event.actorId ?? null,
        event.actorName ?? 'Test Person',
        event.actorRole ?? 'admin',
        event.action ?? 'updateRestaurant',
        event.security ?? false,
        event.aboutAdministrator ?? false,
        event.objectType ?? 'Restaurant',
        event.objectId ?? null,
        event.objectLabel ?? '',
        event.restaurantId ?? null,
        event.restaurantName ?? null,
        JSON.stringify(event.changes ?? []),
        event.affectedCount ?? null,
        event.affectedIds ?? null,
        event.searchText ?? [event.objectLabel, event.restaurantName, event.actorName].filter(Boolean).join(' '),
      ],
    );
    ids.push(row.id);
  }
  return ids;
}

export interface DemoPeople {
  superAdminId: number;
  adminId: number;
  ownerId: number;
  ownRestaurantId: number;
  ownRestaurantName: string;
  otherRestaurantId: number;
}

/** The demo accounts' ids, the owner's restaurant and another one. */
export async function demoPeople(db: Queryable): Promise<DemoPeople> {
  const [row] = await db.query<DemoPeople>(
    `SELECT (SELECT user_id FROM users WHERE lower(email_address) = $1) AS "superAdminId",
            (SELECT user_id FROM users WHERE lower(email_address) = $2) AS "adminId",
            o.user_id AS "ownerId", r.restaurant_id AS "ownRestaurantId", r.restaurant_name AS "ownRestaurantName",
            (SELECT min(restaurant_id) FROM restaurants WHERE restaurant_id <> r.restaurant_id) AS "otherRestaurantId"
       FROM users o JOIN restaurants r ON r.owner_user_id = o.user_id WHERE lower(o.email_address) = $3`,
    [DEMO_ACCOUNTS.superAdmin, DEMO_ACCOUNTS.admin, DEMO_ACCOUNTS.owner],
  );
  return row;
}
