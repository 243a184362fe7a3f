import { Form, Formik } from 'formik';
import { useMemo } from 'react';
import type { AppUser } from '@console/api-client';
import { FormDialog, FormDialogButtons, SelectField, TextAreaField, TextField } from '@console/ui';
import { notificationInitialValues, notificationSchema, recipientOptions, type NotificationValues } from './notification-schema';

/** How many user options the menu draws at once, and chosen users as chips, of a list of thousands. */
const SHOWN_USERS = 50;

/** Says the menu holds only the first matches, and how to reach the others. */
const usersHint = (shown: number, matches: number) => `Showing the first ${shown} of ${matches} app users: type a name or email to narrow`;

export interface CreateNotificationDialogProps {
  users: AppUser[] | null;
  usersLoading: boolean;
  /** Resolves true when sent (the popup then closes); false keeps everything typed. */
  onSend: (values: NotificationValues) => Promise<boolean>;
  onClose: () => void;
}

/** Spec §2/§5: the Create Notification popup. */
export function CreateNotificationDialog({ users, usersLoading, onSend, onClose }: CreateNotificationDialogProps) {
  const options = useMemo(() => recipientOptions(users ?? []), [users]);
  return (
    <FormDialog title="Create Notification" onClose={onClose}>
      <Formik
        initialValues={notificationInitialValues}
        validationSchema={notificationSchema}
        onSubmit={async (values, { resetForm }) => {
          if (await onSend(values)) {
            resetForm();
            onClose();
          }
        }}
      >
        <Form noValidate>
          <SelectField
            name="userIds"
            label="App User*"
            options={options}
            isMulti
            isLoading={usersLoading}
            placeholder="User Name (All Or Multiple Can Be Selected)"
            selectAllLabel="Select All"
            shownLimit={SHOWN_USERS}
            shownLimitHint={usersHint}
            noOptionsMessage="No users to choose"
            className="notification-users"
          />
          <TextField name="title" label="Notification Subject*" placeholder="What is your notification about?" autoComplete="off" />
          <TextAreaField name="description" label="Notification Body Text*" rows={5} placeholder="Write Something..." />
          {/* §2: disabled only while users load or a send is under way, so an empty form shows its §5 messages. */}
          <FormDialogButtons
            submitLabel="Send Notification"
            busyLabel="Sending Notification"
            onCancel={onClose}
            disabled={usersLoading}
            enabledWhileInvalid
          />
        </Form>
      </Formik>
    </FormDialog>
  );
}
