import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { FileField } from './file-field';

function Upload({ disabled = false }: { disabled?: boolean }) {
  return (
    <Formik initialValues={{ file: null as File | null }} onSubmit={() => undefined}>
      {({ resetForm }) => (
        <Form>
          <FileField name="file" label="CSV File" accept=".csv" disabled={disabled} />
          <button type="button" onClick={() => resetForm()}>
            Reset
          </button>
        </Form>
      )}
    </Formik>
  );
}

const csv = new File(['name\nSoup\n'], 'restaurants.csv', { type: 'text/csv' });

describe('File field', () => {
  it('shows a styled Choose file button and "No file chosen" over the native input, which keeps the label', () => {
    render(<Upload />);
    const input = screen.getByLabelText('CSV File');
    expect(input).toHaveAttribute('type', 'file');
    expect(screen.getByText('Choose file')).toHaveClass('ui-button');
    expect(screen.getByText('Choose file')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('No file chosen')).toBeVisible();
    expect(input).toHaveAccessibleDescription('No file chosen');
  });

  it('is reached by the keyboard and shows the chosen file name, said with the field', async () => {
    const user = userEvent.setup();
    render(<Upload />);
    await user.tab();
    const input = screen.getByLabelText('CSV File');
    expect(input).toHaveFocus();
    await user.upload(input, csv);
    expect(screen.getByText('restaurants.csv')).toBeVisible();
    expect(screen.queryByText('No file chosen')).not.toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('restaurants.csv');
  });

  it('forgets the file when the form is reset', async () => {
    const user = userEvent.setup();
    render(<Upload />);
    await user.upload(screen.getByLabelText('CSV File'), csv);
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByText('No file chosen')).toBeVisible();
    expect(screen.getByLabelText('CSV File')).toHaveValue('');
  });

  it('cannot be used while disabled', () => {
    render(<Upload disabled />);
    expect(screen.getByLabelText('CSV File')).toBeDisabled();
  });
});
