import type { Queryable } from '../db/database';
import type { CachedRead } from '../http/cached-reads';
import { withoutTotal, type PageQuery } from '../http/paging';

/*
 * The reads of the notifications screen: the app users offered as recipients, and pages of sent
 * notifications with their recipients. Each is one statement whatever the number of rows (a page of a
 * list that has no rows on it costs one more, to count).
 */

/**
 * An app user's name as the index users_type_full_name_idx (migration 001) holds it, which the planner
 * may use to read the list in order: users without a name come first (the console leaves them out).
 */
const NAME_KEY = `lower(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, ''))`;
const FULL_NAME = `btrim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, ''))`;

/** The contract's AppUser; a missing name or picture is absent. */
export interface AppUser {
  userId: number;
  firstName?: string;
  lastName?: string;
  emailAddress?: string;
  profilePicture?: string;
}

interface AppUserRow {
  userId: number;
  firstName: string | null;
  lastName: string | null;
  emailAddress: string | null;
  profilePicture: string | null;
  total: number;
}

const APP_USER_COLUMNS = `u.user_id AS "userId", u.first_name AS "firstName", u.last_name AS "lastName",
  u.email_address AS "emailAddress", u.profile_picture AS "profilePicture"`;

const toAppUser = (row: AppUserRow): AppUser => {
  const user: AppUser = { userId: row.userId };
  if (row.firstName !== null) user.firstName = row.firstName;
  if (row.lastName !== null) user.lastName = row.lastName;
  if (row.emailAddress !== null) user.emailAddress = row.emailAddress;
  if (row.profilePicture !== null) user.profilePicture = row.profilePicture;
  return user;
};

/**
 * The app users, 20,000 at once for the recipient picker: 5.4 MB to compress on every call otherwise. The
 * users trigger leaves out a sign-in's last_login_at (007_data_versions.sql).
 */
export const APP_USERS_READ: CachedRead = { tables: ['users'] };

/**
 * One page of app users (users.user_type 'Customer') by name, then id; `pattern` filters by full name.
 * The console asks for all 20,000 at once. The page counts only when it cannot tell the total (a full
 * page, or one past the end), not with count(*) OVER () over every row. Rows, not JSON text built by the
 * database: for these flat objects the text cost more (measured) than decoding the rows.
 */
export async function findAppUsers(db: Queryable, pattern: string | null, paging: PageQuery): Promise<{ users: AppUser[]; total: number }> {
  const filter = `u.user_type = 'Customer' AND ($1::text IS NULL OR ${FULL_NAME} ILIKE $1)`;
  const rows = await db.query<AppUserRow>(
    `WITH page AS (
       SELECT ${APP_USER_COLUMNS}, ${NAME_KEY} AS name_key
         FROM users u WHERE ${filter}
        ORDER BY ${NAME_KEY}, u.user_id LIMIT $2 OFFSET $3
     ), shown AS (
       SELECT count(*)::int AS n FROM page
     )
     SELECT page."userId", page."firstName", page."lastName", page."emailAddress", page."profilePicture",
            CASE WHEN (SELECT n FROM shown) < $2 THEN $3 + (SELECT n FROM shown)
                 ELSE (SELECT count(*) FROM users u WHERE ${filter}) END AS total
       FROM page ORDER BY page.name_key, page."userId"`,
    [pattern, paging.size, paging.offset],
  );
  if (rows.length > 0) return { users: rows.map(toAppUser), total: rows[0].total };
  if (paging.offset === 0) return { users: [], total: 0 };
  const [{ total }] = await db.query<{ total: number }>(`SELECT count(*) AS total FROM users u WHERE ${filter}`, [pattern]);
  return { users: [], total };
}

/**
 * The app users the console offers as recipients (spec §3: a first or last name), the ones 'Select All'
 * chooses; `u` is the users table.
 */
export const OFFERED_APP_USER = `u.user_type = 'Customer' AND ${FULL_NAME} <> ''`;

/** How many app users the console offers as recipients, counted now. */
export async function countOfferedAppUsers(db: Queryable): Promise<number> {
  const [{ count }] = await db.query<{ count: number }>(`SELECT count(*)::int AS count FROM users u WHERE ${OFFERED_APP_USER}`);
  return count;
}

/** The contract's AdminNotificationRecipient: a missing name or picture is absent. */
export interface NotificationRecipient {
  userId: number;
  firstName?: string;
  lastName?: string;
  profilePicture?: string;
}

/** The contract's AdminNotification. */
export interface AdminNotification {
  adminNotificationId: number;
  title: string;
  description: string;
  notificationCreatedAt: string;
  /** The first five recipients (the card's avatars). */
  users: NotificationRecipient[];
  recipientCount: number;
}

interface NotificationRow extends Omit<AdminNotification, 'notificationCreatedAt'> {
  createdAt: Date;
  total: number;
}

export const NOTIFICATION_FILTER = `($1::text IS NULL OR n.title ILIKE $1 OR n.description ILIKE $1)`;

/** The avatars a card shows; the rest are only counted. */
export const RECIPIENTS_SHOWN = 5;

/** Sent notifications with their five card recipients (kept on the notification, migration 009) and their pictures. */
export const NOTIFICATIONS_READ: CachedRead = { tables: ['admin_notifications', 'admin_notification_recipients', 'users'] };

/**
 * One page of sent notifications, newest first, each with its first five recipients (those with a
 * picture first, then by id) and the count of all of them: a page stays small whatever the number of
 * recipients. Both are kept on the notification as its recipients are written (migration 009); the page
 * reads users only for its cards' five ids.
 */
export async function findNotifications(
  db: Queryable,
  pattern: string | null,
  paging: PageQuery,
): Promise<{ notifications: AdminNotification[]; total: number }> {
  const rows = await db.query<NotificationRow>(
    `WITH page AS (
       SELECT n.admin_notification_id, n.title, n.description, n.created_at, n.recipient_count, n.preview_user_ids,
              count(*) OVER () AS total
         FROM admin_notifications n
        WHERE ${NOTIFICATION_FILTER}
        ORDER BY n.created_at DESC, n.admin_notification_id DESC
        LIMIT $2 OFFSET $3
     )
     SELECT p.admin_notification_id AS "adminNotificationId", p.title, p.description, p.created_at AS "createdAt", p.total,
            coalesce((SELECT json_agg(json_strip_nulls(json_build_object('userId', u.user_id, 'firstName', u.first_name,
                                                          'lastName', u.last_name, 'profilePicture', u.profile_picture))
                                      ORDER BY u.profile_picture IS NULL, u.user_id)
                        FROM users u WHERE u.user_id = ANY (p.preview_user_ids)), '[]'::json) AS users,
            p.recipient_count AS "recipientCount"
       FROM page p
      ORDER BY p.created_at DESC, p.admin_notification_id DESC`,
    [pattern, paging.size, paging.offset],
  );
  const notifications = rows.map(withoutTotal).map(({ createdAt, ...notification }) => ({
    ...notification,
    notificationCreatedAt: createdAt.toISOString(),
  }));
  if (rows.length > 0) return { notifications, total: rows[0].total };
  if (paging.offset === 0) return { notifications: [], total: 0 };
  const [{ total }] = await db.query<{ total: number }>(
    `SELECT count(*) AS total FROM admin_notifications n WHERE ${NOTIFICATION_FILTER}`,
    [pattern],
  );
  return { notifications: [], total };
}

/**
 * One page of a sent notification's recipients, sorted like the app-user list; null when there is no
 * such notification. Its total is the count kept on the notification (migration 009), so no page counts.
 */
export async function findNotificationRecipients(
  db: Queryable,
  adminNotificationId: number,
  paging: PageQuery,
): Promise<{ users: AppUser[]; total: number } | null> {
  const [notification] = await db.query<{ total: number }>(
    'SELECT recipient_count AS total FROM admin_notifications WHERE admin_notification_id = $1',
    [adminNotificationId],
  );
  if (!notification) return null;
  const rows = await db.query<AppUserRow>(
    `SELECT ${APP_USER_COLUMNS}
       FROM admin_notification_recipients r JOIN users u ON u.user_id = r.user_id
      WHERE r.admin_notification_id = $1
      ORDER BY ${NAME_KEY}, u.user_id LIMIT $2 OFFSET $3`,
    [adminNotificationId, paging.size, paging.offset],
  );
  return { users: rows.map(toAppUser), total: notification.total };
}
