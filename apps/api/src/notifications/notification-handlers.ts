import { requireAuth } from '../auth/access-guard';
import type { Database } from '../db/database';
import type { OperationHandlers } from '../http/contract-routes';
import { notificationActions } from './notification-actions';
import { notificationMessages } from './notification-messages';

/**
 * The notifications screen's calls (spec §7 Users and notifications; the contract's app-users and
 * notifications tags), for administrators and super admins (the guard checks x-roles).
 */
export function notificationHandlers({ db }: { db: Database }): OperationHandlers {
  const notifications = notificationActions(db);

  return {
    async getUsers(request) {
      return notifications.listUsers(request.query);
    },

    async getRecipientCount() {
      return { recipientCount: await notifications.countRecipients() };
    },

    async sendNotification(request, reply) {
      const { user } = requireAuth(request);
      const adminNotificationId = await notifications.send(user.userId, request.body);
      reply.code(201);
      return { message: notificationMessages.sent, adminNotificationId };
    },

    async getNotifications(request) {
      return notifications.list(request.query);
    },

    async getNotificationRecipients(request) {
      return notifications.listRecipients(request.params.id, request.query);
    },
  };
}
