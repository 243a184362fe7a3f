import { useFormikContext } from 'formik';
import { useCallback } from 'react';
import { Button } from '../button/button';
import { FormDialogActions } from './form-dialog';
import { useUnsavedChanges } from './use-unsaved-changes-guard';

export interface FormDialogButtonsProps {
  submitLabel: string;
  /** What the submit button says while the form is submitting (spec §5: 'Submitting...'). */
  busyLabel?: string;
  /** Called by Cancel; inside a FormDialog, only after the user agreed to discard unsaved input. */
  onCancel: () => void;
  /** Also disable Cancel while submitting (for a call that must not be walked away from). */
  lockWhileBusy?: boolean;
  /** Keeps submit disabled for a reason outside the form (e.g. its choices still loading). */
  disabled?: boolean;
  /**
   * Keep submit enabled while the form is invalid, where the spec says so: pressing it touches every
   * field, so the messages show, and Formik submits nothing.
   */
  enabledWhileInvalid?: boolean;
}

/**
 * Cancel and submit for a Formik form in a dialog; submit is disabled while invalid (unless
 * enabledWhileInvalid) or submitting.
 * It also tells the FormDialog around it whether the form is dirty, so closing asks first.
 */
export function FormDialogButtons({
  submitLabel,
  busyLabel = 'Submitting...',
  onCancel,
  lockWhileBusy = false,
  disabled = false,
  enabledWhileInvalid = false,
}: FormDialogButtonsProps) {
  const { isValid, isSubmitting, dirty, values, setValues } = useFormikContext<Record<string, unknown>>();
  const restore = useCallback((kept: Record<string, unknown>) => void setValues(kept, true), [setValues]);
  const requestClose = useUnsavedChanges(dirty, { saving: isSubmitting, values, restore });
  return (
    <FormDialogActions>
      <Button onClick={() => (requestClose ? requestClose(onCancel) : onCancel())} disabled={lockWhileBusy && isSubmitting}>
        Cancel
      </Button>
      <Button
        type="submit"
        variant="primary"
        disabled={(!isValid && !enabledWhileInvalid) || disabled}
        busy={isSubmitting}
        busyLabel={busyLabel}
      >
        {submitLabel}
      </Button>
    </FormDialogActions>
  );
}
