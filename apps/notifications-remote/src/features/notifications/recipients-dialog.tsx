import type { AppUser } from '@console/api-client';
import { FormDialog, Loader, Pagination, ReadFailureNotice, type ReadFailure } from '@console/ui';
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
  /** The page could not be loaded: said in place of the list. */
  failure?: ReadFailure;
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
  failure,
  page,
  onPageChange,
  onClose,
}: RecipientsDialogProps) {
  const shown = failure ? null : recipients;
  return (
    <FormDialog title={`Recipients of “${title}”`} onClose={onClose}>
      <p className="notification-recipients__count">Sent to {recipientCount} app users</p>
      <div className="notification-recipients" aria-busy={loading || undefined}>
        {shown === null && loading ? <Loader label="Loading recipients..." /> : null}
        {failure && !loading ? <ReadFailureNotice failure={failure} /> : null}
        {shown !== null ? (
          <ul
            className={loading ? 'notification-recipients__list notifications__list--stale' : 'notification-recipients__list'}
            aria-label="Recipients"
          >
            {shown.map((user) => (
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
