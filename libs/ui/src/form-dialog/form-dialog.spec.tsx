import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import * as yup from 'yup';
import { TextField } from '../form-fields/text-field';
import { SelectField } from '../form-fields/select-field';
import { PhoneField } from '../form-fields/phone-field';
import { FormDialog, FormDialogActions } from './form-dialog';

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
              <SelectField name="kinds" label="Kinds" isMulti options={[{ value: 'a', label: 'Alpha' }, { value: 'b', label: 'Beta' }]} />
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
