import { useFormikContext } from 'formik';
import { Button, FormDialogActions, useUnsavedChanges } from '@console/ui';

/**
 * Cancel and Send for the Create Notification form. Unlike the kit's FormDialogButtons, Send stays
 * enabled while the form is invalid (spec §2: disabled only while users load or a send is under way):
 * pressing it touches every field, so the §5 messages show, and Formik sends nothing.
 */
export function SendNotificationButtons({ usersLoading, onCancel }: { usersLoading: boolean; onCancel: () => void }) {
  const { isSubmitting, dirty } = useFormikContext();
  const requestClose = useUnsavedChanges(dirty);
  return (
    <FormDialogActions>
      <Button onClick={() => (requestClose ? requestClose(onCancel) : onCancel())}>Cancel</Button>
      <Button type="submit" variant="primary" disabled={usersLoading} busy={isSubmitting} busyLabel="Sending Notification">
        Send Notification
      </Button>
    </FormDialogActions>
  );
}
