import { useFormikContext } from 'formik';
import { FormDialogActions } from './form-dialog';

export interface FormDialogButtonsProps {
  submitLabel: string;
  /** What the submit button says while the form is submitting (spec §5: 'Submitting...'). */
  busyLabel?: string;
  onCancel: () => void;
  /** Also disable Cancel while submitting (for a call that must not be walked away from). */
  lockWhileBusy?: boolean;
}

/** Cancel and submit for a Formik form in a dialog; submit is disabled while invalid or submitting. */
export function FormDialogButtons({ submitLabel, busyLabel = 'Submitting...', onCancel, lockWhileBusy = false }: FormDialogButtonsProps) {
  const { isValid, isSubmitting } = useFormikContext();
  return (
    <FormDialogActions>
      <button type="button" className="ui-button" onClick={onCancel} disabled={lockWhileBusy && isSubmitting}>
        Cancel
      </button>
      <button type="submit" className="ui-button ui-button--primary" disabled={!isValid || isSubmitting}>
        {isSubmitting ? busyLabel : submitLabel}
      </button>
    </FormDialogActions>
  );
}
