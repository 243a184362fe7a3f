import { format, parseISO } from 'date-fns';
import type { AdminNotification } from '@console/api-client';
import { tooltipProps, VisuallyHidden } from '@console/ui';
import { RecipientAvatar } from './recipient-avatar';
import { recipientName } from './recipient-name';

/** Spec §9: avatars per card, and the overflow badge's cap. */
export const AVATARS_SHOWN = 5;
const MORE_CAP = 99;

/** Spec §2: UTC shown in the browser's time zone, like 'Mar 05, 02:30 PM'. */
export const showSentAt = (utc: string) => format(parseISO(utc), 'MMM dd, hh:mm a');

export const overflowBadge = (recipients: number) => {
  const more = recipients - AVATARS_SHOWN;
  return more > 0 ? `+${Math.min(more, MORE_CAP)}` : null;
};

export interface NotificationCardProps {
  notification: AdminNotification;
  /** The '+N' badge opens every recipient, page by page. */
  onShowRecipients: () => void;
}

/** Spec §2 Notifications: one sent notification; each avatar is named (tooltip and accessible name). */
export function NotificationCard({ notification, onShowRecipients }: NotificationCardProps) {
  const titleId = `notification-${notification.adminNotificationId}`;
  const badge = overflowBadge(notification.recipientCount);
  const showAll = `Show all ${notification.recipientCount} recipients`;
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
        {notification.users.slice(0, AVATARS_SHOWN).map((user) => {
          const name = recipientName(user);
          return (
            <li key={user.userId}>
              {/* Focusable so a keyboard user sees the name a pointer sees on hover. */}
              <span
                className="notification-card__person"
                role="img"
                aria-label={name}
                tabIndex={0}
                {...tooltipProps<HTMLSpanElement>(name)}
              >
                <RecipientAvatar profilePicture={user.profilePicture} />
              </span>
            </li>
          );
        })}
        {badge ? (
          <li>
            <button
              type="button"
              className="notification-card__more"
              aria-haspopup="dialog"
              onClick={onShowRecipients}
              {...tooltipProps<HTMLButtonElement>(showAll)}
            >
              {badge}
              <VisuallyHidden> more: {showAll.toLowerCase()}</VisuallyHidden>
            </button>
          </li>
        ) : null}
      </ul>
    </article>
  );
}
