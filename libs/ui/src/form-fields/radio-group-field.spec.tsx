import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import * as yup from 'yup';
import { RadioGroupField } from './radio-group-field';

const schema = yup.object({ claim: yup.string().required('Please select an option') });

function ClaimForm({ initial = '', onSubmit = () => undefined }: { initial?: string; onSubmit?: (values: { claim: string }) => void }) {
  return (
    <Formik initialValues={{ claim: initial }} validationSchema={schema} onSubmit={onSubmit}>
      <Form noValidate>
        <button type="button">Before</button>
        <RadioGroupField
          name="claim"
          label="Claims per user"
          options={[
            { value: 'unlimited', label: 'Unlimited Use' },
            { value: 'one-time', label: 'One-Time Use' },
          ]}
        />
        <button type="submit">Save</button>
      </Form>
    </Formik>
  );
}

const group = () => screen.getByRole('radiogroup', { name: 'Claims per user' });
const radio = (name: string) => screen.getByRole('radio', { name });

describe('RadioGroupField', () => {
  it('is a radiogroup named by its label, with one radio per option and the current value checked', () => {
    render(<ClaimForm initial="one-time" />);
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    expect(group()).toContainElement(radio('Unlimited Use'));
    expect(radio('One-Time Use')).toBeChecked();
    expect(radio('Unlimited Use')).not.toBeChecked();
  });

  it('is a choice of one: choosing one unchooses the other, and the arrow keys move the choice', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(<ClaimForm onSubmit={onSubmit} />);
    await user.click(radio('Unlimited Use'));
    await user.click(radio('One-Time Use'));
    expect(radio('One-Time Use')).toBeChecked();
    expect(radio('Unlimited Use')).not.toBeChecked();

    await user.keyboard('{ArrowUp}');
    expect(radio('Unlimited Use')).toBeChecked();
    expect(radio('Unlimited Use')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(radio('One-Time Use')).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ claim: 'one-time' }, expect.anything()));
  });

  it('shows its error once left unchosen, announced with the group, and drops it once chosen', async () => {
    const user = userEvent.setup();
    render(<ClaimForm />);
    screen.getByRole('button', { name: 'Before' }).focus();
    await user.tab();
    expect(radio('Unlimited Use')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    expect(await screen.findByText('Please select an option')).toBeInTheDocument();
    expect(group()).toHaveAccessibleDescription('Please select an option');
    expect(group()).toHaveAttribute('aria-invalid', 'true');

    await user.click(radio('One-Time Use'));
    await waitFor(() => expect(screen.queryByText('Please select an option')).not.toBeInTheDocument());
    expect(group()).not.toHaveAttribute('aria-invalid');
  });
});
