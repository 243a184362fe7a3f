import { fieldErrorOf, type FieldError } from '../http/field-error';

/**
 * For popups that stay open on failure (§4): whether a change went through. Its toasts come from the
 * cache's policy, so the failure needs no handling here, except an error that belongs to one field
 * (a taken email, a name in use): `onFieldError` gets it, for the form to show it on that field too.
 */
export function succeeded(change: Promise<unknown>, onFieldError?: (error: FieldError) => void): Promise<boolean> {
  return change.then(
    () => true,
    (error: unknown) => {
      const fieldError = onFieldError && fieldErrorOf(error);
      if (fieldError) onFieldError(fieldError);
      return false;
    },
  );
}
