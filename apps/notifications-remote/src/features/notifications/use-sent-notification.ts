import { useEffect, useState } from 'react';
import type { AdminNotification } from '@console/api-client';

interface SentNotification {
  id: number;
  title: string;
  /** When the send was answered: a list fetched before then cannot hold it. */
  at: number;
}

/**
 * After a send the user's search and page stay (spec §4 refreshes the list, it does not move it), so
 * the new notification is remembered until the list shows it: `hiddenTitle` is its title while the
 * refreshed list does not, for the screen to say so instead of leaving it silently out of view.
 */
export function useSentNotification(list: { notifications: AdminNotification[] } | null, loading: boolean, updatedAt: number) {
  const [sent, setSent] = useState<SentNotification | null>(null);
  const shown = sent !== null && list !== null && list.notifications.some((item) => item.adminNotificationId === sent.id);
  useEffect(() => {
    if (shown) setSent(null);
  }, [shown]);
  const hidden = sent !== null && list !== null && !shown && !loading && updatedAt >= sent.at;
  return {
    hiddenTitle: hidden ? sent.title : null,
    remember: (id: number, title: string) => setSent({ id, title, at: Date.now() }),
    forget: () => setSent(null),
  };
}
