import { Form, Formik } from 'formik';
import { useMemo, useState } from 'react';
import type { AppUser } from '@console/api-client';
import { ConfirmDialog, FormDialog, FormDialogButtons, FormError, SelectField, TextAreaField, TextField } from '@console/ui';
import { notificationInitialValues, notificationSchema, recipientOptions, type NotificationValues } from './notification-schema';
import { RecipientsChosen, appUsers } from './recipients-chosen';
import type { SendOutcome } from './use-notifications';

/** How many user options the menu draws at once, and chosen users as chips, of a list of thousands. */
const SHOWN_USERS = 50;

/** Says the menu holds only the first matches, and how to reach the others. */
const usersHint = (shown: number, matches: number) => `Showing the first ${shown} of ${matches} app users: type a name or email to narrow`;

export interface CreateNotificationDialogProps {
  users: AppUser[] | null;
  usersLoading: boolean;
  /** How many app users 'Select All' sends to, counted by the API; null until counted. */
  allCount: number | null;
  /** Counts all app users again, just before the confirmation names the number; null when that failed. */
  onCountAll: () => Promise<number | null>;
  /** Sends to the chosen users, or to all app users with the count confirmed; sent closes the popup. */
  onSend: (values: NotificationValues, allAppUsers?: number) => Promise<SendOutcome>;
  onClose: () => void;
}

/** The question before a send to more than one app user, answered by the confirmation. */
interface Question {
  count: number;
  answer: (send: boolean) => void;
}

/** Spec §2/§5: the Create Notification popup; a send to more than one app user asks first (issue 34). */
export function CreateNotificationDialog({ users, usersLoading, allCount, onCountAll, onSend, onClose }: CreateNotificationDialogProps) {
  const options = useMemo(() => recipientOptions(users ?? []), [users]);
  const [question, setQuestion] = useState<Question | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  // Every offered user chosen ('Select All', or one by one) is all app users: sent as such, with the count.
  const everyoneChosen = (userIds: readonly string[]) => options.length > 0 && userIds.length === options.length;
  const ask = (count: number) =>
    new Promise<boolean>((resolve) =>
      setQuestion({
        count,
        answer: (send) => {
          setQuestion(null);
          resolve(send);
        },
      }),
    );

  return (
    <FormDialog title="Create Notification" onClose={onClose}>
      <Formik
        initialValues={notificationInitialValues}
        validationSchema={notificationSchema}
        // The form stays submitting while the confirmation is open, so its button reads 'Sending Notification'.
        onSubmit={async (values, { resetForm }) => {
          setRefusal(null);
          const counted = everyoneChosen(values.userIds) ? await onCountAll() : null;
          const count = counted ?? values.userIds.length;
          if (count > 1 && !(await ask(count))) return;
          const outcome = await onSend(values, counted ?? undefined);
          if ('sent' in outcome) {
            resetForm();
            onClose();
          } else if ('refused' in outcome) setRefusal(outcome.refused);
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
          <RecipientsChosen everyoneChosen={everyoneChosen} allCount={allCount} />
          {refusal ? <FormError>{refusal}</FormError> : null}
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
      {question ? (
        <ConfirmDialog
          title="Send Notification Confirmation"
          message={<p>Send to {appUsers(question.count)}?</p>}
          confirmLabel="Yes, Send!"
          cancelLabel="Cancel"
          onConfirm={() => question.answer(true)}
          onCancel={() => question.answer(false)}
        />
      ) : null}
    </FormDialog>
  );
}
