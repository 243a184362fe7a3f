import type { AxiosError } from 'axios';

/**
 * The request id of a failed call's answer (X-Request-Id, which the API's log lines carry), or undefined
 * when the answer named none (a proxy's own error page, no answer at all).
 */
export function failureReference(error: unknown): string | undefined {
  const response = (error as AxiosError | undefined)?.response;
  const id: unknown = response?.headers?.['x-request-id'];
  return typeof id === 'string' && id !== '' ? id : undefined;
}

/**
 * A call the server failed (5xx) is written to the browser's console with its reference, the line a
 * person reporting it copies and the operator looks up in the API's logs. The toast itself stays as
 * spec §8 has it: the server's message (which names the reference for an unexpected failure) or the
 * screen's fallback.
 */
export function reportServerFailure(error: AxiosError): void {
  const status = error.response?.status ?? 0;
  if (status < 500) return;
  const reference = failureReference(error);
  const call = `${(error.config?.method ?? 'get').toUpperCase()} ${error.config?.url ?? ''}`;
  console.error(`API call failed: ${call} answered ${status}${reference ? ` (reference: ${reference})` : ''}`);
}
