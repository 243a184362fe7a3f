import { Form, Formik } from 'formik';
import { FormDialog, FormDialogButtons, TextField } from '@console/ui';
import { changePasswordInitialValues, changePasswordSchema, type ChangePasswordValues } from './change-password-schema';

export interface ChangePasswordDialogProps {
  /** Resolves true when changed (the popup then closes); false keeps what was typed. */
  onSubmit: (values: ChangePasswordValues) => Promise<boolean>;
  onClose: () => void;
}

/** Spec §2/§5: the owner's Change password popup. */
export function ChangePasswordDialog({ onSubmit, onClose }: ChangePasswordDialogProps) {
  return (
    <FormDialog title="Change Password" onClose={onClose}>
      <Formik
        initialValues={changePasswordInitialValues}
        validationSchema={changePasswordSchema}
        validateOnMount
        onSubmit={async (values) => {
          if (await onSubmit(values)) onClose();
        }}
      >
        <Form noValidate>
          <TextField name="currentPassword" label="Current Password" type="password" autoComplete="current-password" />
          <TextField name="newPassword" label="New Password" type="password" autoComplete="new-password" />
          <TextField name="confirmPassword" label="Confirm Password" type="password" autoComplete="new-password" />
          <FormDialogButtons submitLabel="Save" busyLabel="Saving..." onCancel={onClose} />
        </Form>
      </Formik>
    </FormDialog>
  );
}
