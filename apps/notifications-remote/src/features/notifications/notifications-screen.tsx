import { useState } from 'react';
import { CreateNotificationDialog } from './create-notification-dialog';
import { NotificationsPage } from './notifications-page';
import { useNotificationSending, useNotifications } from './use-notifications';

/** /dashboard/notifications: the sent list and the Create Notification popup over their data hooks. */
export function NotificationsScreen() {
  const notifications = useNotifications();
  const [creating, setCreating] = useState(false);
  const sending = useNotificationSending(creating);
  return (
    <NotificationsPage
      list={notifications.list}
      loading={notifications.loading}
      search={notifications.search}
      onSearchChange={notifications.setSearch}
      page={notifications.page}
      onPageChange={notifications.setPage}
      onCreate={() => setCreating(true)}
      popup={
        creating ? (
          <CreateNotificationDialog
            users={sending.users}
            usersLoading={sending.usersLoading}
            onSend={async (values) => {
              const sent = await sending.send(values);
              // Spec §4: the list shows the new card first (page 1, no search hiding it).
              if (sent && notifications.search) notifications.setSearch('');
              else if (sent) notifications.setPage(1);
              return sent;
            }}
            onClose={() => setCreating(false)}
          />
        ) : null
      }
    />
  );
}
