import type { AppUser } from '@console/api-client';
import { FormDialog, Loader, Pagination } from '@console/ui';
import { RecipientAvatar } from './recipient-avatar';
import { recipientName } from './recipient-name';

export interface RecipientsDialogProps {
  /** The notification's title, naming the popup. */
  title: string;
  /** How many it was sent to (the card's count). */
  recipientCount: number;
  /** The page shown; null until the first page arrives. */
  recipients: AppUser[] | null;
  totalItems: number;
  pageSize: number;
  loading: boolean;
  page: number;
  onPageChange: (page: number) => void;
  onClose: () => void;
}

/** Every recipient of one sent notification (the card's '+N'), with names and emails, page by page. */
export function RecipientsDialog({
  title,
  recipientCount,
  recipients,
  totalItems,
  pageSize,
  loading,
  page,
  onPageChange,
  onClose,
}: RecipientsDialogProps) {
  return (
    <FormDialog title={`Recipients of “${title}”`} onClose={onClose}>
      <p className="notification-recipients__count">Sent to {recipientCount} app users</p>
      <div className="notification-recipients" aria-busy={loading || undefined}>
        {recipients === null && loading ? <Loader label="Loading recipients..." /> : null}
        {recipients !== null ? (
          <ul
            className={loading ? 'notification-recipients__list notifications__list--stale' : 'notification-recipients__list'}
            aria-label="Recipients"
          >
            {recipients.map((user) => (
              <li key={user.userId} className="notification-recipients__person">
                <RecipientAvatar profilePicture={user.profilePicture} />
                <span className="notification-recipients__text">
                  <span className="notification-recipients__name">{recipientName(user)}</span>{' '}
                  {user.emailAddress ? <span className="notification-recipients__email">{user.emailAddress}</span> : null}
                </span>
              </li>
            ))}
          </ul>
        ) : null}
        <Pagination totalItems={totalItems} pageSize={pageSize} page={page} onPageChange={onPageChange} />
      </div>
    </FormDialog>
  );
}
