import type { QueryOf } from '../http/contract-types';
import { likePattern } from '../http/paging';
import { NOTIFICATION_FILTER } from './notification-queries';
import { csvLine } from '../http/csv';
import type { ListExport } from '../http/list-export';
import type { Database } from '../db/database';
import type { OperationHandlers } from '../http/contract-routes';
import { sendListExport } from '../http/list-export';

/** The Notifications list as its export reads it (http/list-export.ts). */
interface NotificationRow {
  adminNotificationId: number;
  createdAt: Date;
  title: string;
  description: string;
  recipientCount: number;
}

export function notificationsExport(query: QueryOf<'exportNotifications'>): ListExport<NotificationRow> {
  return {
    fileWords: 'notifications-sent',
    header: ['Notification ID', 'Sent At', 'Notification Subject', 'Notification Body Text', 'Recipients'],
    list: {
      columns: `n.admin_notification_id AS "adminNotificationId", n.created_at AS "createdAt", n.title, n.description,
                n.recipient_count AS "recipientCount"`,
      from: 'admin_notifications n',
      where: [NOTIFICATION_FILTER],
      params: [likePattern(query.keywords)],
      keys: [
        { sql: 'n.created_at', direction: 'DESC' },
        { sql: 'n.admin_notification_id', direction: 'DESC' },
      ],
    },
    line: (row) =>
      csvLine([row.adminNotificationId, new Date(row.createdAt).toISOString(), row.title, row.description, row.recipientCount]),
  };
}

/** Its export call: who may export is who may read the list (x-roles). */
export function notificationExportHandlers({ db, now }: { db: Database; now: () => Date }): OperationHandlers {
  return { exportNotifications: async (request, reply) => sendListExport(db, now, reply, notificationsExport(request.query)) };
}
