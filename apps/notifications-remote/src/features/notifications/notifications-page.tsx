import './notifications.css';
import type { ReactNode } from 'react';
import type { AdminNotification } from '@console/api-client';
import {
  Button,
  ExportButton,
  Loader,
  Page,
  PageHeader,
  Pagination,
  ReadFailureNotice,
  SearchInput,
  type ExportButtonProps,
  type ListViewProps,
} from '@console/ui';
import { NotificationCard } from './notification-card';
import { NOTIFICATION_PAGE_SIZE } from './notifications-first-reads';

export interface NotificationsPageProps extends Pick<
  ListViewProps<AdminNotification>,
  'loading' | 'failure' | 'search' | 'onSearchChange' | 'page' | 'onPageChange'
> {
  /** Null until the first load. */
  list: { notifications: AdminNotification[]; totalItems: number } | null;
  onCreate: () => void;
  /** A card's '+N': open the list of all its recipients. */
  onShowRecipients: (notification: AdminNotification) => void;
  /** A note above the list (why the notification just sent is not in view). */
  notice?: ReactNode;
  /** The Create Notification popup or a card's recipient list, when open. */
  popup?: ReactNode;
  /** Export CSV of every notification the search selects (not shown by the spec). */
  exportCsv: ExportButtonProps;
}

/** Spec §2 Notifications: the notifications sent, newest first, searched and paged. */
export function NotificationsPage({
  list,
  loading,
  failure,
  search,
  onSearchChange,
  page,
  onPageChange,
  onCreate,
  onShowRecipients,
  notice,
  popup,
  exportCsv,
}: NotificationsPageProps) {
  // After a failed read the earlier cards are not shown as if they were current.
  const shown = failure ? null : list;
  return (
    <Page titleId="notifications-title">
      <PageHeader title="Notifications You've Sent" titleId="notifications-title">
        <SearchInput label="Search notifications" value={search} onChange={onSearchChange} />
        <ExportButton {...exportCsv} />
        <Button variant="primary" aria-haspopup="dialog" onClick={onCreate}>
          Send Notification
        </Button>
      </PageHeader>
      {notice}
      <div className="notifications" aria-busy={loading || undefined}>
        {loading ? <Loader /> : null}
        {failure && !loading ? <ReadFailureNotice failure={failure} /> : null}
        {shown && !loading && shown.notifications.length === 0 ? <p className="notifications__empty">No notification found</p> : null}
        {shown && shown.notifications.length > 0 ? (
          <div className={loading ? 'notifications__list notifications__list--stale' : 'notifications__list'}>
            {shown.notifications.map((notification) => (
              <NotificationCard
                key={notification.adminNotificationId}
                notification={notification}
                onShowRecipients={() => onShowRecipients(notification)}
              />
            ))}
          </div>
        ) : null}
        {shown ? (
          <Pagination totalItems={shown.totalItems} pageSize={NOTIFICATION_PAGE_SIZE} page={page} onPageChange={onPageChange} />
        ) : null}
      </div>
      {popup}
    </Page>
  );
}
