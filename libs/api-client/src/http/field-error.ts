/** A refused call's sentence and the request field it belongs to (the contract's Error.field). */
export interface FieldError {
  field: string;
  message: string;
}

/** The field error an API answer carries, if any; undefined for any other failure. */
export function fieldErrorOf(error: unknown): FieldError | undefined {
  const body = (error as { response?: { data?: unknown } } | null)?.response?.data;
  if (!body || typeof body !== 'object') return undefined;
  const { field, message } = body as { field?: unknown; message?: unknown };
  return typeof field === 'string' && field !== '' && typeof message === 'string' && message !== '' ? { field, message } : undefined;
}
