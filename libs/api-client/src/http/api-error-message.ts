import type { AxiosError } from 'axios';

/** What the console shows when a call got no response at all (spec §8). */
export const NETWORK_ERROR_MESSAGE = 'Network Error';

/**
 * The sentence to show for a failed call (spec §8): the server's `message` when it sent one,
 * 'Network Error' when no response came back, otherwise the caller's fallback.
 */
export function apiErrorMessage(error: unknown, fallback: string): string {
  if (!isAxiosError(error)) {
    return fallback;
  }
  if (!error.response) {
    return error.code === 'ERR_CANCELED' ? fallback : NETWORK_ERROR_MESSAGE;
  }
  const body: unknown = error.response.data;
  if (body && typeof body === 'object' && 'message' in body) {
    const { message } = body;
    if (typeof message === 'string' && message.trim() !== '') {
      return message;
    }
  }
  return fallback;
}

/** axios's own check, without importing axios (it is loaded with the first call, see api-http.ts). */
function isAxiosError(error: unknown): error is AxiosError {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}
