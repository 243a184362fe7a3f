import { toasts } from './toasts';
import { apiErrorMessage } from './api-error-message';

/**
 * Spec §8 success toast: the server's `message`, else the screen's fallback; nothing when neither
 * exists (a call whose success the spec leaves unannounced).
 */
export function announceSuccess(response: unknown, fallback?: string): void {
  const message = response && typeof response === 'object' && 'message' in response ? response.message : undefined;
  const text = typeof message === 'string' && message.trim() !== '' ? message : fallback;
  if (text) toasts.success(text);
}

/** Spec §8 failure toast: the server's `message`, 'Network Error' without a response, else the fallback. */
export function announceFailure(error: unknown, fallback: string): void {
  toasts.error(apiErrorMessage(error, fallback));
}

export interface CallMessages {
  /**
   * Shown when the server sends no message; absent: only the server's own message is shown; false:
   * nothing (the screen announces the outcome itself).
   */
  success?: string | false;
  failure: string;
}

/**
 * One call, announced as spec §8 says, for screens that hold no cached data (the sign-in screens,
 * which must not load the query cache before sign-in). Resolves to the response, or undefined after
 * a failure has been shown, so a form keeps what was typed.
 */
export async function announcedCall<T>(call: () => Promise<T>, messages: CallMessages): Promise<T | undefined> {
  let response: T;
  try {
    response = await call();
  } catch (error) {
    announceFailure(error, messages.failure);
    return undefined;
  }
  if (messages.success !== false) announceSuccess(response, messages.success);
  return response;
}
