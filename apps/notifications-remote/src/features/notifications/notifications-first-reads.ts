import { getGetNotificationsQueryOptions } from '@console/api-client/queries';
import type { ScreenAddress } from '@console/remote-domain';

/** Spec §9: notifications page size. */
export const NOTIFICATION_PAGE_SIZE = 10;

/** The params of one page of the sent notifications for the search's keywords (none: every notification). */
export const notificationPageParams = (page: number, keywords: string) => ({
  page,
  size: NOTIFICATION_PAGE_SIZE,
  keywords: keywords || undefined,
});

/**
 * What Notifications You've Sent reads as it first draws, with the params its hook uses
 * (use-notifications.ts): the first page of the sent notifications. Its page and search come from the
 * URL's `page` and `q` (useListState): with either there, the list reads on mount. The popups' reads
 * (the app users, their count, a notification's recipients) wait for the popups.
 */
export function notificationsFirstReads({ search }: ScreenAddress) {
  if (search.has('q') || search.has('page')) return [];
  return [getGetNotificationsQueryOptions(notificationPageParams(1, ''))];
}
