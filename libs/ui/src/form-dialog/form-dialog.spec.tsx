import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import * as yup from 'yup';
import { TextField } from '../form-fields/text-field';
import { SelectField } from '../form-fields/select-field';
import { PhoneField } from '../form-fields/phone-field';
import { FormDialog, FormDialogActions } from './form-dialog';
import { FormDialogButtons } from './form-dialog-buttons';
import { ConfirmDialog } from '../confirm-dialog/confirm-dialog';

const schema = yup.object({
  name: yup.string().required('Name is required'),
  kinds: yup.array(yup.string().required()).min(1, 'Pick a kind'),
  kind: yup.string().required('Please select an option'),
  phone: yup.string().required('Phone Number is required'),
});

function Page({ onSubmit }: { onSubmit: (values: yup.InferType<typeof schema>) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open form
      </button>
      {open ? (
        <FormDialog title="Add Thing" onClose={() => setOpen(false)}>
          <Formik initialValues={{ name: '', kinds: [] as string[], kind: '', phone: '' }} validationSchema={schema} onSubmit={onSubmit}>
            <Form noValidate>
              <TextField name="name" label="Name" />
              <SelectField
                name="kinds"
                label="Kinds"
                isMulti
                options={[
                  { value: 'a', label: 'Alpha' },
                  { value: 'b', label: 'Beta' },
                ]}
              />
              <SelectField name="kind" label="Kind" options={[{ value: 'x', label: 'Ex' }]} placeholder="Choose" />
              <PhoneField name="phone" label="Phone Number" />
              <FormDialogActions>
                <button type="button" onClick={() => setOpen(false)}>
                  Cancel
                </button>
                <button type="submit">Save</button>
              </FormDialogActions>
            </Form>
          </Formik>
        </FormDialog>
      ) : null}
    </>
  );
}

describe('FormDialog with the Formik fields', () => {
  it('is a labelled modal that starts on the first field, closes on Escape and gives focus back', async () => {
    const user = userEvent.setup();
    render(<Page onSubmit={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Open form' }));
    expect(screen.getByRole('dialog', { name: 'Add Thing' })).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByLabelText('Name')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open form' })).toHaveFocus();
  });

  it('shows select and phone errors once touched, and submits option values and an E.164 phone', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(<Page onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Open form' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Pick a kind')).toBeInTheDocument();
    expect(screen.getByText('Please select an option')).toBeInTheDocument();
    expect(screen.getByText('Phone Number is required')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Country' })).toBeDisabled();
    // The US flag is drawn inline, not fetched from a CDN (the console may run with no internet).
    const dialog = screen.getByRole('dialog');
    expect(dialog.querySelector('img')).toBeNull();
    expect(dialog.querySelector('.PhoneInputCountryIcon svg')).not.toBeNull();

    await user.type(screen.getByLabelText('Name'), 'Thing');
    await user.click(screen.getByLabelText('Kinds'));
    await user.click(await screen.findByText('Beta'));
    await user.click(screen.getByLabelText('Kind'));
    await user.click(await screen.findByText('Ex'));
    await user.type(screen.getByLabelText('Phone Number'), '2025550123');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toEqual({ name: 'Thing', kinds: ['b'], kind: 'x', phone: '+12025550123' });
  });

  it('closes an open select menu on Escape, and the dialog on the next Escape', async () => {
    const user = userEvent.setup();
    render(<Page onSubmit={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Open form' }));
    await user.click(screen.getByLabelText('Kinds'));
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add Thing' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

/** A popup as the apps build it: FormDialogButtons inside Formik, closed by the page on success. */
function GuardedPage({ save }: { save: (name: string) => Promise<boolean> }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open form
      </button>
      {open ? (
        <FormDialog title="Add Thing" onClose={close}>
          <Formik
            initialValues={{ name: '' }}
            validationSchema={yup.object({ name: yup.string().required('Name is required') })}
            validateOnMount
            onSubmit={async ({ name }) => {
              if (await save(name)) close();
            }}
          >
            <Form noValidate>
              <TextField name="name" label="Name" />
              <FormDialogButtons submitLabel="Save" onCancel={close} />
            </Form>
          </Formik>
        </FormDialog>
      ) : null}
    </>
  );
}

async function openAndType(user: ReturnType<typeof userEvent.setup>, text?: string) {
  await user.click(screen.getByRole('button', { name: 'Open form' }));
  if (text) await user.type(screen.getByLabelText('Name'), text);
}

const discardPrompt = () => screen.queryByRole('dialog', { name: 'Discard changes?' });
const formPopup = () => screen.queryByRole('dialog', { name: 'Add Thing' });

describe('FormDialog with unsaved input', () => {
  it('asks on Escape; Keep editing keeps what was typed and focus where it was', async () => {
    const user = userEvent.setup();
    render(<GuardedPage save={async () => true} />);
    await openAndType(user, 'Half typed');
    await user.keyboard('{Escape}');
    expect(discardPrompt()).toHaveAccessibleDescription('You have unsaved changes. Close without saving?');
    expect(screen.getByRole('button', { name: 'Keep editing' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(discardPrompt()).not.toBeInTheDocument();
    expect(formPopup()).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Half typed');
    expect(screen.getByLabelText('Name')).toHaveFocus();
  });

  it('Escape on the prompt keeps editing, it does not close the popup under it', async () => {
    const user = userEvent.setup();
    render(<GuardedPage save={async () => true} />);
    await openAndType(user, 'Half typed');
    await user.keyboard('{Escape}');
    await user.keyboard('{Escape}');
    expect(discardPrompt()).not.toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Half typed');
  });

  it('Discard closes the popup and gives focus back to the opener', async () => {
    const user = userEvent.setup();
    render(<GuardedPage save={async () => true} />);
    await openAndType(user, 'Half typed');
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(discardPrompt()).not.toBeInTheDocument();
    expect(formPopup()).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open form' })).toHaveFocus();
  });

  it('asks on Cancel, on the close button and on a backdrop click too', async () => {
    const user = userEvent.setup();
    render(<GuardedPage save={async () => true} />);
    await openAndType(user, 'Half typed');
    for (const close of [
      () => user.click(screen.getByRole('button', { name: 'Cancel' })),
      () => user.click(screen.getByRole('button', { name: 'Close' })),
      () => user.click(formPopup() as HTMLElement),
    ]) {
      await close();
      expect(discardPrompt()).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Keep editing' }));
      expect(formPopup()).toBeInTheDocument();
    }
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(formPopup()).not.toBeInTheDocument();
  });

  it('a click inside the panel is not a backdrop click', async () => {
    const user = userEvent.setup();
    render(<GuardedPage save={async () => true} />);
    await openAndType(user);
    await user.click(screen.getByRole('heading', { name: 'Add Thing' }));
    expect(formPopup()).toBeInTheDocument();
  });

  it('closes at once when nothing was typed, by Escape, Cancel or the backdrop', async () => {
    const user = userEvent.setup();
    render(<GuardedPage save={async () => true} />);
    for (const close of [
      () => user.keyboard('{Escape}'),
      () => user.click(screen.getByRole('button', { name: 'Cancel' })),
      () => user.click(formPopup() as HTMLElement),
    ]) {
      await openAndType(user);
      await close();
      expect(discardPrompt()).not.toBeInTheDocument();
      expect(formPopup()).not.toBeInTheDocument();
    }
  });

  it('closes at once when what was typed is erased again: the form is back at its start', async () => {
    const user = userEvent.setup();
    render(<GuardedPage save={async () => true} />);
    await openAndType(user, 'x');
    await user.clear(screen.getByLabelText('Name'));
    await user.keyboard('{Escape}');
    expect(discardPrompt()).not.toBeInTheDocument();
    expect(formPopup()).not.toBeInTheDocument();
  });

  it('closes without asking after a successful save, and keeps asking after a failed one', async () => {
    const user = userEvent.setup();
    const save = jest.fn(async () => false);
    render(<GuardedPage save={save} />);
    await openAndType(user, 'Thing');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save).toHaveBeenCalledWith('Thing'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    await user.keyboard('{Escape}');
    expect(discardPrompt()).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));

    save.mockImplementation(async () => true);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(formPopup()).not.toBeInTheDocument());
    expect(discardPrompt()).not.toBeInTheDocument();
  });
});

describe('FormDialog on the platform <dialog>', () => {
  it('draws an open select menu inside the dialog, since the page behind it is inert', async () => {
    const user = userEvent.setup();
    render(<Page onSubmit={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Open form' }));
    await user.click(screen.getByLabelText('Kinds'));
    expect(screen.getByRole('dialog', { name: 'Add Thing' })).toContainElement(await screen.findByRole('listbox'));
  });

  it('asks as usual when the browser closed it on an Escape whose cancel it would not let be prevented', async () => {
    const user = userEvent.setup();
    render(<GuardedPage save={async () => true} />);
    await openAndType(user, 'Half typed');
    // What Chromium does on a second Escape with no user activation since the first was cancelled.
    const popup = formPopup() as HTMLDialogElement;
    act(() => {
      popup.dispatchEvent(new Event('cancel', { cancelable: false }));
      popup.close();
    });
    expect(await screen.findByRole('dialog', { name: 'Discard changes?' })).toBeInTheDocument();
    expect(popup).toHaveAttribute('open');
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(screen.getByLabelText('Name')).toHaveValue('Half typed');
    expect(screen.getByLabelText('Name')).toHaveFocus();
  });

  it('gives focus back to the opener when a popup closes together with the confirmation over it', async () => {
    function PopupWithDelete() {
      const [open, setOpen] = useState(false);
      const [asking, setAsking] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Open form
          </button>
          {open ? (
            <FormDialog title="Add Thing" onClose={() => setOpen(false)}>
              <button type="button" onClick={() => setAsking(true)}>
                Delete
              </button>
              {asking ? (
                <ConfirmDialog
                  title="Delete Confirmation"
                  message="Delete it?"
                  confirmLabel="Yes, Delete!"
                  cancelLabel="Cancel"
                  onCancel={() => setAsking(false)}
                  onConfirm={() => {
                    setAsking(false);
                    setOpen(false);
                  }}
                />
              ) : null}
            </FormDialog>
          ) : null}
        </>
      );
    }
    const user = userEvent.setup();
    render(<PopupWithDelete />);
    await user.click(screen.getByRole('button', { name: 'Open form' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Yes, Delete!' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open form' })).toHaveFocus();
  });
});
