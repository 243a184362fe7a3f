import '../ui.css';
import './read-failure.css';
import { useId } from 'react';
import { Button } from '../button/button';

/** A read that failed, as a screen shows it where its data would be. */
export interface ReadFailure {
  /** What could not be loaded, e.g. 'Restaurants could not be loaded'. */
  title: string;
  /** Why, as far as the page knows (offline, the server's sentence). */
  detail: string;
  onRetry: () => void;
  /** True while the retry runs. */
  retrying?: boolean;
}

export interface ReadFailureNoticeProps {
  failure: ReadFailure;
}

/**
 * In place of data that could not be loaded: what failed, why, and Retry. An alert, so a screen reader
 * hears it when it replaces the rows; nothing stale or empty is shown as if it were current.
 */
export function ReadFailureNotice({ failure }: ReadFailureNoticeProps) {
  const id = useId();
  return (
    <div className="ui-read-failure" role="alert" aria-labelledby={`${id}-title`} aria-describedby={`${id}-detail`}>
      <p className="ui-read-failure__title" id={`${id}-title`}>
        {failure.title}
      </p>
      <p className="ui-read-failure__detail" id={`${id}-detail`}>
        {failure.detail}
      </p>
      <Button onClick={failure.onRetry} busy={failure.retrying} busyLabel="Retrying...">
        Retry
      </Button>
    </div>
  );
}
