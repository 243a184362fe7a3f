import { Form, Formik } from 'formik';
import { FormDialog, FormDialogButtons, PhoneField, showOnField, TextField, type FieldErrorHandler } from '@console/ui';
import { addAdminInitialValues, addAdminSchema, type AddAdminValues } from './add-admin-schema';

export interface AddAdminDialogProps {
  /**
   * Resolves true when the admin was created (the dialog then closes), false to keep what was typed;
   * a refusal naming a field (a taken email) goes to `onFieldError`, shown on that field.
   */
  onSubmit: (values: AddAdminValues, onFieldError: FieldErrorHandler) => Promise<boolean>;
  onClose: () => void;
}

/** Spec §2/§5: the Add Admin Account popup. */
export function AddAdminDialog({ onSubmit, onClose }: AddAdminDialogProps) {
  return (
    <FormDialog title="Add Admin Account" onClose={onClose}>
      <Formik
        initialValues={addAdminInitialValues}
        validationSchema={addAdminSchema}
        validateOnMount
        onSubmit={async (values, form) => {
          if (await onSubmit(values, showOnField(form, values))) onClose();
        }}
      >
        <Form noValidate>
          <TextField name="firstName" label="First Name" autoComplete="off" />
          <TextField name="lastName" label="Last Name" autoComplete="off" />
          <TextField name="emailAddress" label="Email" type="email" autoComplete="off" />
          <TextField name="password" label="Password" type="password" autoComplete="new-password" />
          <PhoneField name="phoneNumber" label="Phone Number" />
          <FormDialogButtons submitLabel="Create" onCancel={onClose} />
        </Form>
      </Formik>
    </FormDialog>
  );
}
