import '../ui.css';
import type { ReactNode } from 'react';

export interface ErrorFallbackProps {
  /** Spec §2's crash text by default. */
  title?: string;
  detail?: ReactNode;
  onRetry?: () => void;
  retryLabel?: string;
}

/** The 'Something went wrong' fallback, with a way to try again. */
export function ErrorFallback({ title = 'Something went wrong', detail, onRetry, retryLabel = 'Retry' }: ErrorFallbackProps) {
  return (
    <div className="ui-error-fallback" role="alert">
      <h2 className="ui-error-fallback__title">{title}</h2>
      {detail ? <p className="ui-error-fallback__detail">{detail}</p> : null}
      {onRetry ? (
        <button type="button" className="ui-button ui-button--primary" onClick={onRetry}>
          {retryLabel}
        </button>
      ) : null}
    </div>
  );
}
