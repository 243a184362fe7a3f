import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { FormDialog } from '../form-dialog/form-dialog';
import { SelectField } from './select-field';

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Add Thing
      </button>
      {open ? (
        <FormDialog title="Add Thing" onClose={() => setOpen(false)}>
          <Formik initialValues={{ kinds: [] as string[] }} onSubmit={() => undefined}>
            <Form>
              <SelectField
                name="kinds"
                label="Kinds"
                isMulti
                options={[
                  { value: 'a', label: 'Alpha' },
                  { value: 'b', label: 'Beta' },
                ]}
              />
            </Form>
          </Formik>
        </FormDialog>
      ) : null}
    </>
  );
}

describe("a select's menu gives focus back (issue 22 §8)", () => {
  it('Escape closes only the menu, focus staying in the select; the next Escape closes the popup, focus going back to its opener', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Add Thing' });
    await user.click(opener);
    const select = screen.getByRole('combobox', { name: 'Kinds' });
    expect(select).toHaveFocus();

    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add Thing' })).toBeInTheDocument();
    expect(select).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
