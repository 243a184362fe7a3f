import type { Queryable } from '../db/database';

/*
 * The push outbox (migration 004, push_outbox): push notifications to app users are rows written in
 * the transaction of what they announce, so a deal and its notifications exist together or not at all.
 * A push provider's worker sends them later (drainPushOutbox). Any domain that notifies app users
 * writes through enqueuePush: the deals (their restaurant's followers) and the administrators'
 * notifications (chosen app users).
 */

/** What a push announces; the app decides how to open it from `kind` and `data`. */
export type PushKind = 'deal' | 'admin-notification';

/**
 * Who gets it: chosen app users, every follower of a restaurant, or every recipient already written for an
 * administrators' notification. Only app users (Customer) are kept.
 */
export type PushRecipients = { userIds: readonly number[] } | { followersOf: number } | { recipientsOf: number };

export interface PushMessage {
  kind: PushKind;
  title: string;
  body: string;
  /** What the app opens, e.g. `{ restaurantDealId }`; a JSON object. */
  data?: Record<string, unknown>;
}

/**
 * Adds one outbox row per recipient with a single INSERT … SELECT, whatever the number of recipients,
 * inside the caller's transaction. Answers how many rows it wrote.
 */
export async function enqueuePush(tx: Queryable, recipients: PushRecipients, message: PushMessage): Promise<number> {
  const recipientsQuery =
    'followersOf' in recipients
      ? `SELECT f.user_id FROM restaurant_followers f JOIN users u ON u.user_id = f.user_id
          WHERE f.restaurant_id = $5 AND u.user_type = 'Customer'`
      : 'recipientsOf' in recipients
        ? `SELECT r.user_id FROM admin_notification_recipients r JOIN users u ON u.user_id = r.user_id
            WHERE r.admin_notification_id = $5 AND u.user_type = 'Customer'`
        : `SELECT u.user_id FROM users u WHERE u.user_id = ANY($5::int[]) AND u.user_type = 'Customer'`;
  const [{ count }] = await tx.query<{ count: number }>(
    `WITH added AS (
       INSERT INTO push_outbox (user_id, kind, title, body, data)
       SELECT r.user_id, $1, $2, $3, $4::jsonb FROM (${recipientsQuery}) r ORDER BY r.user_id
       RETURNING 1
     ) SELECT count(*) AS count FROM added`,
    [
      message.kind,
      message.title,
      message.body,
      JSON.stringify(message.data ?? {}),
      'followersOf' in recipients
        ? recipients.followersOf
        : 'recipientsOf' in recipients
          ? recipients.recipientsOf
          : [...new Set(recipients.userIds)],
    ],
  );
  return count;
}

/** One outbox row as the development endpoint and the worker see it. */
export interface PushRow {
  pushId: number;
  userId: number;
  kind: PushKind;
  title: string;
  body: string;
  data: Record<string, unknown>;
  createdAt: string;
  sentAt: string | null;
}

interface PushRecord extends Omit<PushRow, 'createdAt' | 'sentAt'> {
  createdAt: Date;
  sentAt: Date | null;
}

const PUSH_COLUMNS = `push_id AS "pushId", user_id AS "userId", kind, title, body, data, created_at AS "createdAt", sent_at AS "sentAt"`;

const toPushRow = (row: PushRecord): PushRow => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt ? row.sentAt.toISOString() : null,
});

export interface PushOutboxFilter {
  userId?: number;
  /** The app user's email address (case and surrounding spaces ignored). */
  userEmail?: string;
  restaurantDealId?: number;
  kind?: PushKind;
  limit?: number;
}

/** Outbox rows, newest first (the development endpoint). */
export async function listPushOutbox(db: Queryable, filter: PushOutboxFilter = {}): Promise<PushRow[]> {
  const rows = await db.query<PushRecord>(
    `SELECT ${PUSH_COLUMNS} FROM push_outbox p
      WHERE ($1::int IS NULL OR p.user_id = $1)
        AND ($2::text IS NULL OR p.user_id IN (SELECT user_id FROM users WHERE lower(email_address) = lower(trim($2::text))))
        AND ($3::int IS NULL OR p.data @> jsonb_build_object('restaurantDealId', $3::int))
        AND ($4::text IS NULL OR p.kind = $4)
      ORDER BY p.push_id DESC
      LIMIT $5`,
    [filter.userId ?? null, filter.userEmail ?? null, filter.restaurantDealId ?? null, filter.kind ?? null, filter.limit ?? 100],
  );
  return rows.map(toPushRow);
}

/** Sends one push through the provider; throws when the provider refuses it (the row stays unsent). */
export type SendPush = (push: PushRow) => Promise<void>;

/**
 * One pass of a push worker: takes up to `batchSize` unsent rows, oldest first, locked with
 * FOR UPDATE SKIP LOCKED so several workers never send the same row, sends each and sets sent_at on
 * those the provider took, all in one transaction. Rows whose send failed stay unsent for the next
 * pass. Answers how many were sent.
 */
export async function drainPushOutbox(
  db: { transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> },
  send: SendPush,
  { batchSize = 500 }: { batchSize?: number } = {},
): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx.query<PushRecord>(
      `SELECT ${PUSH_COLUMNS} FROM push_outbox WHERE sent_at IS NULL ORDER BY push_id LIMIT $1 FOR UPDATE SKIP LOCKED`,
      [batchSize],
    );
    const sent: number[] = [];
    for (const row of rows.map(toPushRow)) {
      try {
        await send(row);
        sent.push(row.pushId);
      } catch {
        // Left unsent: the next pass tries again.
      }
    }
    if (sent.length > 0) await tx.query('UPDATE push_outbox SET sent_at = now() WHERE push_id = ANY($1::bigint[])', [sent]);
    return sent.length;
  });
}
