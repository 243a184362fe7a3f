import { Button, IconButton } from '@console/ui';

export interface SentNoticeProps {
  /** The title of the notification just sent, which the current search or page leaves out. */
  title: string;
  search: string;
  page: number;
  onFirstPage: () => void;
  onClearSearch: () => void;
  onDismiss: () => void;
}

/** Says why the notification just sent is not in view, with the step that brings it into view. */
export function SentNotice({ title, search, page, onFirstPage, onClearSearch, onDismiss }: SentNoticeProps) {
  // Without a search, or past page 1 of one, page 1 is where it would be; else the search leaves it out.
  const toFirstPage = !search || page > 1;
  const why = !search
    ? 'it is first on page 1.'
    : page > 1
      ? `this page of the search “${search}” does not show it.`
      : `it does not match the search “${search}”.`;
  return (
    <div className="notifications__sent-notice" role="status">
      <p>
        “{title}” was sent; {why}
      </p>
      {toFirstPage ? (
        <Button variant="link" onClick={onFirstPage}>
          Go to page 1
        </Button>
      ) : (
        <Button variant="link" onClick={onClearSearch}>
          Clear the search
        </Button>
      )}
      <IconButton icon="close" label="Dismiss" onClick={onDismiss} />
    </div>
  );
}
