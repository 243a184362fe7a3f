import { CHANGE_MESSAGES } from '@console/rules';
import { useState } from 'react';
import { Form, Formik } from 'formik';
import * as yup from 'yup';
import { announcedCall, changePassword, getMe, logout } from '@console/api-client';
import { session } from '@console/session';
import { TextField, Button } from '@console/ui';
import { confirmPasswordField, currentPasswordField, newPasswordField } from '@console/rules/yup';

// The password just signed in with comes first: a session alone, were it taken, cannot set one (issue 36).
const createNewPasswordSchema = yup.object({
  currentPassword: currentPasswordField(),
  newPassword: newPasswordField(),
  confirmPassword: confirmPasswordField(),
});
type CreateNewPasswordValues = yup.InferType<typeof createNewPasswordSchema>;

/**
 * Spec §2 /create-new-password: the forced change for a user with needToChangePassword, in its own
 * layout (no card, no sidebar). Save changes the password and refreshes the user, after which the
 * shell's guards take them home. Back gives up: it signs out and returns to '/'.
 */
export function CreateNewPasswordPage() {
  const [leaving, setLeaving] = useState(false);

  const submit = async (values: CreateNewPasswordValues) => {
    const messages = { success: CHANGE_MESSAGES.passwordChanged, failure: 'Failed to change password' };
    const me = (await announcedCall(() => changePassword(values), messages)) && (await announcedCall(getMe, { failure: messages.failure }));
    if (me) session.storeUserData(me.user);
  };

  const back = async () => {
    setLeaving(true);
    await logout().catch(() => undefined); // signing out locally is what matters
    session.logout();
  };

  return (
    <main className="create-password" aria-labelledby="create-password-title">
      <h1 id="create-password-title">Create New Password</h1>
      <p>For your security, choose a new password before you continue.</p>
      <Formik
        initialValues={{ currentPassword: '', newPassword: '', confirmPassword: '' }}
        validationSchema={createNewPasswordSchema}
        validateOnMount
        onSubmit={submit}
      >
        {({ isSubmitting, isValid }) => (
          <Form noValidate className="create-password__form">
            <TextField name="currentPassword" label="Current Password" type="password" autoComplete="current-password" />
            <TextField name="newPassword" label="New Password" type="password" autoComplete="new-password" />
            <TextField name="confirmPassword" label="Confirm Password" type="password" autoComplete="new-password" />
            <div className="create-password__actions">
              <Button onClick={back} disabled={leaving || isSubmitting}>
                Back
              </Button>
              <Button type="submit" variant="primary" disabled={!isValid || leaving} busy={isSubmitting} busyLabel="Saving...">
                Save
              </Button>
            </div>
          </Form>
        )}
      </Formik>
    </main>
  );
}
