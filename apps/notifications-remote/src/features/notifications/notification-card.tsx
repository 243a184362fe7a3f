import { format, parseISO } from 'date-fns';
import type { AdminNotification } from '@console/api-client';

/** Spec §9: avatars per card, and the overflow badge's cap. */
export const AVATARS_SHOWN = 5;
const MORE_CAP = 99;

/** Spec §2: UTC shown in the browser's time zone, like 'Mar 05, 02:30 PM'. */
export const showSentAt = (utc: string) => format(parseISO(utc), 'MMM dd, hh:mm a');

export const overflowBadge = (recipients: number) => {
  const more = recipients - AVATARS_SHOWN;
  return more > 0 ? `+${Math.min(more, MORE_CAP)}` : null;
};

/** The default avatar of a user without a profilePicture: a silhouette, drawn, not fetched. */
function DefaultAvatar() {
  return (
    <svg className="notification-card__avatar" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="16" fill="#e5e7eb" />
      <circle cx="16" cy="12.5" r="5.5" fill="#9ca3af" />
      <path d="M6 27c1.5-5 5.5-7.5 10-7.5s8.5 2.5 10 7.5" fill="#9ca3af" />
    </svg>
  );
}

/** Spec §2 Notifications: one sent notification. */
export function NotificationCard({ notification }: { notification: AdminNotification }) {
  const titleId = `notification-${notification.adminNotificationId}`;
  const badge = overflowBadge(notification.recipientCount);
  return (
    <article className="notification-card" aria-labelledby={titleId}>
      <header className="notification-card__header">
        <h2 id={titleId} className="notification-card__title">
          {notification.title}
        </h2>
        <time dateTime={notification.notificationCreatedAt} className="notification-card__time">
          {showSentAt(notification.notificationCreatedAt)}
        </time>
      </header>
      <p className="notification-card__description">{notification.description}</p>
      <ul className="notification-card__recipients" aria-label={`Sent to ${notification.recipientCount} users`}>
        {notification.users.slice(0, AVATARS_SHOWN).map((user) => (
          <li key={user.userId}>
            {user.profilePicture ? (
              <img className="notification-card__avatar" src={user.profilePicture} alt="" loading="lazy" />
            ) : (
              <DefaultAvatar />
            )}
          </li>
        ))}
        {badge ? (
          <li className="notification-card__more" aria-hidden="true">
            {badge}
          </li>
        ) : null}
      </ul>
    </article>
  );
}
