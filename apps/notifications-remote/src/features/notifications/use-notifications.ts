import { CHANGE_MESSAGES } from '@console/rules';
import { useEffect, useState } from 'react';
import { apiErrorMessage, exportNotifications, useCsvExport, WHOLE_LIST } from '@console/api-client';
import {
  getGetNotificationRecipientsQueryKey,
  keepPreviousData,
  readFailureOf,
  useGetNotificationRecipients,
  useGetNotifications,
  useGetRecipientCount,
  useGetUsers,
  useSendNotification,
} from '@console/api-client/queries';
import { useListState } from '@console/ui';
import { notificationPageParams } from './notifications-first-reads';
import { toSendNotificationRequest, type NotificationValues } from './notification-schema';

/** Spec §8: these fetches and the send fail silently for the user; they are logged. */
function useLogged(error: unknown, what: string) {
  useEffect(() => {
    if (error) console.error(`${what} failed`, error);
  }, [error, what]);
}

/** The Notifications screen's data: one page of sent notifications for the URL's search and page. */
export function useNotifications() {
  const { search, keywords, setSearch, page, setPage } = useListState();
  const selected = { keywords: keywords || undefined };
  const notifications = useGetNotifications(notificationPageParams(page, keywords), { query: { placeholderData: keepPreviousData } });
  useLogged(notifications.error, 'Loading the notifications');
  // Every notification the search selects, all pages.
  const exportCsv = useCsvExport((options) => exportNotifications(selected, options), {
    failure: 'Failed to export Notifications',
    fileWords: 'notifications-sent',
  });
  const list = notifications.data && {
    notifications: notifications.data.admin_notifications,
    totalItems: notifications.data.pagination.totalItems,
  };
  return {
    list: list ?? null,
    loading: notifications.isFetching,
    /** Spec §8 keeps this failure without a toast; the screen still says so where the list would be. */
    failure: readFailureOf(notifications, 'Notifications'),
    /** When the list shown was fetched (ms), to tell a list from before a send from the one after. */
    updatedAt: notifications.dataUpdatedAt,
    search,
    setSearch,
    page,
    setPage,
    exportCsv,
  };
}

/** How a send ended: the new notification, a refusal to show (the app users changed), or a logged failure. */
export type SendOutcome = { sent: number } | { refused: string } | { failed: true };

const isSelectionChanged = (error: unknown) => (error as { response?: { status?: number } } | null)?.response?.status === 409;

/** The Create Notification popup's data: every app user (spec §7: page 1, a very large size) and the send. */
export function useNotificationSending(enabled: boolean) {
  const users = useGetUsers(WHOLE_LIST, { query: { enabled, staleTime: 60_000 } });
  useLogged(users.error, 'Loading the app users');
  // 'Select All' is counted by the database, not from the list loaded here (up to a minute old).
  const everyone = useGetRecipientCount({ query: { enabled } });
  useLogged(everyone.error, 'Counting the app users');
  const send = useSendNotification({
    mutation: { meta: { success: CHANGE_MESSAGES.notificationSent } },
  });
  return {
    users: users.data?.users ?? null,
    usersLoading: users.isPending && enabled,
    /** How many app users 'Select All' sends to, as last counted; null until counted. */
    allCount: everyone.data?.recipientCount ?? null,
    /** Counts them again, for the confirmation to name the number sent; null when the count failed. */
    countAll: () => everyone.refetch().then((counted) => counted.data?.recipientCount ?? null),
    /** Sends to the chosen users, or to all app users (`allAppUsers`: the count the person confirmed). */
    send: (values: NotificationValues, allAppUsers?: number) =>
      send.mutateAsync({ data: toSendNotificationRequest(values, allAppUsers) }).then(
        (sent): SendOutcome => ({ sent: sent.adminNotificationId }),
        (error: unknown): SendOutcome => {
          console.error('Sending the notification failed', error);
          if (!isSelectionChanged(error)) return { failed: true };
          void everyone.refetch();
          return { refused: apiErrorMessage(error, 'The app users changed. Review them and try again.') };
        },
      ),
  };
}

/** Recipients per page in the '+N' popup. */
export const RECIPIENT_PAGE_SIZE = 20;

/**
 * The '+N' popup's data: one page of every recipient of the notification `notificationId` (null: the
 * popup is shut). Another notification starts again at page 1.
 */
export function useNotificationRecipients(notificationId: number | null) {
  const [shown, setShown] = useState({ notificationId, page: 1 });
  const page = shown.notificationId === notificationId ? shown.page : 1;
  const id = notificationId ?? 0;
  const path = getGetNotificationRecipientsQueryKey(id)[0];
  const recipients = useGetNotificationRecipients(
    id,
    { page, size: RECIPIENT_PAGE_SIZE },
    {
      query: {
        enabled: notificationId !== null,
        // The page before stays while the next loads; another notification's recipients never do.
        placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[0] === path ? previous : undefined),
      },
    },
  );
  useLogged(recipients.error, 'Loading the recipients');
  const data = notificationId !== null && recipients.data ? recipients.data : null;
  return {
    recipients: data?.users ?? null,
    totalItems: data?.pagination.totalItems ?? 0,
    loading: recipients.isFetching,
    failure: notificationId === null ? undefined : readFailureOf(recipients, 'Recipients'),
    page,
    setPage: (next: number) => setShown({ notificationId, page: next }),
  };
}
