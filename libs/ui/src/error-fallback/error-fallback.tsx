import '../ui.css';
import { useEffect, useRef, type ReactNode } from 'react';

export interface ErrorFallbackProps {
  /** Spec §2's crash text by default. */
  title?: string;
  detail?: ReactNode;
  onRetry?: () => void;
  retryLabel?: string;
  /** What failed was a load: try again by itself when the browser comes back online. */
  retryOnReconnect?: boolean;
}

/** The 'Something went wrong' fallback, with a way to try again. */
export function ErrorFallback({
  title = 'Something went wrong',
  detail,
  onRetry,
  retryLabel = 'Retry',
  retryOnReconnect = false,
}: ErrorFallbackProps) {
  const retry = useRef(onRetry);
  retry.current = onRetry;
  useEffect(() => {
    if (!retryOnReconnect) return undefined;
    const onOnline = () => retry.current?.();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [retryOnReconnect]);
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
