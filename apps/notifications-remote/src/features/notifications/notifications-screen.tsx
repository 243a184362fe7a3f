import { useState } from 'react';
import type { AdminNotification } from '@console/api-client';
import { CreateNotificationDialog } from './create-notification-dialog';
import { NotificationsPage } from './notifications-page';
import { SentNotice } from './sent-notice';
import { RecipientsDialog } from './recipients-dialog';
import { RECIPIENT_PAGE_SIZE, useNotificationRecipients, useNotificationSending, useNotifications } from './use-notifications';
import { useSentNotification } from './use-sent-notification';

/** /dashboard/notifications: the sent list and the Create Notification popup over their data hooks. */
export function NotificationsScreen() {
  const notifications = useNotifications();
  const [creating, setCreating] = useState(false);
  const sending = useNotificationSending(creating);
  const sent = useSentNotification(notifications.list, notifications.loading, notifications.updatedAt);
  const [recipientsOf, setRecipientsOf] = useState<AdminNotification | null>(null);
  const recipients = useNotificationRecipients(recipientsOf?.adminNotificationId ?? null);
  return (
    <NotificationsPage
      list={notifications.list}
      loading={notifications.loading}
      failure={notifications.failure}
      search={notifications.search}
      onSearchChange={notifications.setSearch}
      page={notifications.page}
      onPageChange={notifications.setPage}
      exportCsv={notifications.exportCsv}
      onCreate={() => setCreating(true)}
      onShowRecipients={setRecipientsOf}
      notice={
        sent.hiddenTitle !== null ? (
          <SentNotice
            title={sent.hiddenTitle}
            search={notifications.search.trim()}
            page={notifications.page}
            onFirstPage={() => notifications.setPage(1)}
            onClearSearch={() => notifications.setSearch('')}
            onDismiss={sent.forget}
          />
        ) : null
      }
      popup={
        creating ? (
          <CreateNotificationDialog
            users={sending.users}
            usersLoading={sending.usersLoading}
            allCount={sending.allCount}
            onCountAll={sending.countAll}
            onSend={async (values, allAppUsers) => {
              const outcome = await sending.send(values, allAppUsers);
              // Spec §4: the list refreshes where the user is; the notice says if that view hides the new card.
              if ('sent' in outcome) sent.remember(outcome.sent, values.title.trim());
              return outcome;
            }}
            onClose={() => setCreating(false)}
          />
        ) : recipientsOf ? (
          <RecipientsDialog
            title={recipientsOf.title}
            recipientCount={recipientsOf.recipientCount}
            recipients={recipients.recipients}
            totalItems={recipients.totalItems}
            pageSize={RECIPIENT_PAGE_SIZE}
            loading={recipients.loading}
            failure={recipients.failure}
            page={recipients.page}
            onPageChange={recipients.setPage}
            onClose={() => setRecipientsOf(null)}
          />
        ) : null
      }
    />
  );
}
