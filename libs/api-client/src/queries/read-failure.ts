import { apiErrorMessage } from '../http/api-error-message';

/** The parts of a query result a failure notice needs (react-query's UseQueryResult has them). */
export interface FailedReadSource {
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * A failed read as a screen shows it where its data would be (the kit's ReadFailureNotice): what could
 * not be loaded, why, and a retry; undefined while the read has not failed. A read with no answer says
 * the server cannot be reached (offline, or the API down); an answer gives the server's sentence.
 */
export function readFailureOf(
  query: FailedReadSource,
  what: string,
): { title: string; detail: string; onRetry: () => void; retrying: boolean } | undefined {
  if (!query.isError) return undefined;
  const reached = hasResponse(query.error);
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  const detail = reached
    ? apiErrorMessage(query.error, 'The server could not answer.')
    : offline
      ? 'You are offline. Reconnect, then retry.'
      : 'The server cannot be reached. Check your connection, then retry.';
  return {
    title: `${what} could not be loaded`,
    detail,
    onRetry: () => void query.refetch(),
    retrying: query.isFetching,
  };
}

const hasResponse = (error: unknown) => typeof error === 'object' && error !== null && Boolean((error as { response?: unknown }).response);
