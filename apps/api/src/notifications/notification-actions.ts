import type { Database, Queryable } from '../db/database';
import { badRequest, conflict, notFound } from '../http/api-error';
import type { ContractSchema, QueryOf } from '../http/contract-types';
import { likePattern, paginationOf, readPage } from '../http/paging';
import { enqueuePush } from '../push/push-outbox';
import { notificationMessages, UNKNOWN_IDS_NAMED } from './notification-messages';
import {
  countOfferedAppUsers,
  findAppUsers,
  findNotificationRecipients,
  findNotifications,
  OFFERED_APP_USER,
} from './notification-queries';

/*
 * The administrators' notifications to app users (spec §2 Notifications, §3 App user and Admin
 * notification, §5 Notification, §7 Users and notifications).
 *
 * Sending writes the notification, one recipient row per app user and one push_outbox row per
 * recipient (kind 'admin-notification', data { adminNotificationId }) in one transaction, each with a
 * single INSERT … SELECT whatever the number of recipients. Every id must be an app user (Customer):
 * otherwise 400 naming them, and nothing is written. 'Select All' sends no ids but every offered app user
 * with the count the person confirmed: another count now (users added meanwhile) is 409, nothing written.
 */

type ListQuery = QueryOf<'getUsers' | 'getNotifications'>;
type SendNotificationBody = ContractSchema<'SendNotificationRequest'>;

/** Chosen app users by id, or every offered one with the count the person was shown. */
type Recipients = { userIds: number[] } | { allAppUsers: true; expectedCount: number };

interface NotificationInput {
  title: string;
  description: string;
  recipients: Recipients;
}

/** Exactly one way of choosing: ids, or all app users with the count confirmed. */
function readRecipients(body: SendNotificationBody): Recipients {
  const byIds = body.userIds !== undefined;
  const all = body.allAppUsers === true || body.expectedCount !== undefined;
  if (byIds && all) throw badRequest(notificationMessages.recipientsShape);
  if (!all) return { userIds: [...new Set(body.userIds ?? [])] };
  if (body.allAppUsers !== true || body.expectedCount === undefined) throw badRequest(notificationMessages.recipientsShape);
  return { allAppUsers: true, expectedCount: body.expectedCount };
}

/** The §5 rules in the form's order; title and description are trimmed, ids taken once each. */
function readNotificationInput(body: SendNotificationBody): NotificationInput {
  const recipients = readRecipients(body);
  const title = body.title?.trim() ?? '';
  const description = body.description?.trim() ?? '';
  const problem =
    ('userIds' in recipients && recipients.userIds.length === 0 ? notificationMessages.usersRequired : undefined) ??
    (title ? undefined : notificationMessages.subjectRequired) ??
    (description ? undefined : notificationMessages.messageRequired);
  if (problem) throw badRequest(problem);
  return { title, description, recipients };
}

/** Which ids are not app users, as a refusal names them; undefined when every id is one. */
async function unknownUsersProblem(db: Queryable, userIds: readonly number[]): Promise<string | undefined> {
  const [{ unknown, total }] = await db.query<{ unknown: number[] | null; total: number }>(
    `SELECT (array_agg(id ORDER BY id))[1:$2] AS unknown, count(*) AS total
       FROM unnest($1::int[]) AS id
      WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.user_id = id AND u.user_type = 'Customer')`,
    [userIds, UNKNOWN_IDS_NAMED],
  );
  return total > 0 ? notificationMessages.unknownUsers(unknown ?? [], total) : undefined;
}

/** The notification, its recipients and their pushes, all or nothing. */
async function writeNotification(db: Database, senderId: number, input: NotificationInput): Promise<number> {
  return db.transaction(async (tx) => {
    const [created] = await tx.query<{ id: number }>(
      `INSERT INTO admin_notifications (title, description, sent_by_user_id) VALUES ($1, $2, $3)
       RETURNING admin_notification_id AS id`,
      [input.title, input.description, senderId],
    );
    const message = {
      kind: 'admin-notification',
      title: input.title,
      body: input.description,
      data: { adminNotificationId: created.id },
    } as const;
    const { recipients } = input;
    if ('allAppUsers' in recipients) {
      // What is written is what is counted: the rolled-back transaction leaves nothing of a changed count.
      const [{ count }] = await tx.query<{ count: number }>(
        `WITH added AS (
           INSERT INTO admin_notification_recipients (admin_notification_id, user_id)
           SELECT $1, u.user_id FROM users u WHERE ${OFFERED_APP_USER}
           RETURNING 1
         ) SELECT count(*)::int AS count FROM added`,
        [created.id],
      );
      if (count !== recipients.expectedCount) throw conflict(notificationMessages.selectionChanged(count, recipients.expectedCount));
      await enqueuePush(tx, { recipientsOf: created.id }, message);
      return created.id;
    }
    // Only app users are joined: fewer rows than ids means some id is unknown or staff.
    const [{ count }] = await tx.query<{ count: number }>(
      `WITH added AS (
         INSERT INTO admin_notification_recipients (admin_notification_id, user_id)
         SELECT $1, u.user_id FROM unnest($2::int[]) AS id JOIN users u ON u.user_id = id AND u.user_type = 'Customer'
         RETURNING 1
       ) SELECT count(*) AS count FROM added`,
      [created.id, recipients.userIds],
    );
    if (count !== recipients.userIds.length) {
      throw badRequest((await unknownUsersProblem(tx, recipients.userIds)) ?? notificationMessages.notAppUsers);
    }
    await enqueuePush(tx, { userIds: recipients.userIds }, message);
    return created.id;
  });
}

const isForeignKeyViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23503';

export function notificationActions(db: Database) {
  return {
    /** AppUserListResponse: app users by name; the console asks page 1 with size 999999. */
    async listUsers(query: ListQuery) {
      const paging = readPage(query);
      const { users, total } = await findAppUsers(db, likePattern(query.keywords), paging);
      return { users, pagination: paginationOf(total, paging) };
    },

    /** RecipientCountResponse's count: the app users 'Select All' chooses, now. */
    countRecipients: () => countOfferedAppUsers(db),

    /** AdminNotificationListResponse: sent notifications newest first, with their recipients. */
    async list(query: ListQuery) {
      const paging = readPage(query);
      const { notifications, total } = await findNotifications(db, likePattern(query.keywords), paging);
      return { admin_notifications: notifications, pagination: paginationOf(total, paging) };
    },

    /** AppUserListResponse: one page of a sent notification's recipients; 404 for an unknown notification. */
    async listRecipients(adminNotificationId: number, query: QueryOf<'getNotificationRecipients'>) {
      const paging = readPage(query);
      const found = await findNotificationRecipients(db, adminNotificationId, paging);
      if (!found) throw notFound(notificationMessages.notificationNotFound);
      return { users: found.users, pagination: paginationOf(found.total, paging) };
    },

    /** Sends a notification from `senderId` to app users; answers its id. */
    async send(senderId: number, body: SendNotificationBody): Promise<number> {
      const input = readNotificationInput(body);
      try {
        return await writeNotification(db, senderId, input);
      } catch (error) {
        // An app user deleted while the notification was written: refused as if unknown from the start.
        const { recipients } = input;
        const problem =
          isForeignKeyViolation(error) && 'userIds' in recipients ? await unknownUsersProblem(db, recipients.userIds) : undefined;
        throw problem ? badRequest(problem) : error;
      }
    },
  };
}
