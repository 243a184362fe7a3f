import { fieldErrorOf, type FieldError } from '../http/field-error';
import { versionConflictOf } from '../http/version-conflict';
import type { VersionConflict } from '../generated/model';

/**
 * For popups that stay open on failure (§4): whether a change went through. Its toasts come from the
 * cache's policy, so the failure needs no handling here, except an error that belongs to one field
 * (a taken email, a name in use): `onFieldError` gets it, for the form to show it on that field too;
 * and a 412 (the object changed since it was opened): `onConflict` gets it, for the popup to show
 * what changed beside what was typed.
 */
export function succeeded(
  change: Promise<unknown>,
  onFieldError?: (error: FieldError) => void,
  onConflict?: (conflict: VersionConflict) => void,
): Promise<boolean> {
  return change.then(
    () => true,
    (error: unknown) => {
      const conflict = onConflict && versionConflictOf(error);
      if (conflict) {
        onConflict(conflict);
        return false;
      }
      const fieldError = onFieldError && fieldErrorOf(error);
      if (fieldError) onFieldError(fieldError);
      return false;
    },
  );
}
