import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik, useFormikContext } from 'formik';
import { SelectField } from './select-field';

const OPTIONS = [
  { value: 'a', label: 'Alpha' },
  { value: 'b', label: 'Beta' },
  { value: 'c', label: 'Gamma' },
];

function Chosen() {
  const { values } = useFormikContext<{ kinds: string[] }>();
  return <output aria-label="Chosen">{values.kinds.join(',')}</output>;
}

function Picker() {
  return (
    <Formik initialValues={{ kinds: [] as string[] }} onSubmit={() => undefined}>
      <Form>
        <SelectField name="kinds" label="Kinds" isMulti options={OPTIONS} selectAllLabel="Select All" />
        <Chosen />
      </Form>
    </Formik>
  );
}

/** The option react-select highlights (the one Enter would choose). */
const highlighted = () => document.querySelector('.ui-select__option--is-focused')?.textContent;
const chosen = () => screen.getByRole('status', { name: 'Chosen' }).textContent;

describe("a multi-select's 'Select All' (issue 34)", () => {
  it('is last and never highlighted on opening, so the first Enter chooses one option, not all', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    await user.click(screen.getByRole('combobox', { name: 'Kinds' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Alpha', 'Beta', 'Gamma', 'Select All']);
    expect(highlighted()).toBe('Alpha');
    await user.keyboard('{Enter}');
    expect(chosen()).toBe('a');

    // Opened from the keyboard, by either arrow, it starts on the first option too.
    const combobox = screen.getByRole('combobox', { name: 'Kinds' });
    for (const key of ['{ArrowDown}', '{ArrowUp}']) {
      // jsdom counts as a touch screen, where react-select leaves the field after a choice.
      act(() => combobox.focus());
      await user.keyboard(key);
      expect(screen.getByRole('listbox')).toBeInTheDocument();
      expect(highlighted()).toBe('Beta');
      await user.keyboard('{Escape}');
    }
    act(() => combobox.focus());
    await user.keyboard('{ArrowUp}{Enter}');
    expect(chosen()).toBe('a,b');
  });

  it('chooses every option once the person moves to it', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    await user.click(screen.getByRole('combobox', { name: 'Kinds' }));
    // Up from the first option wraps to the last one, 'Select All'.
    await user.keyboard('{ArrowUp}');
    expect(highlighted()).toBe('Select All');
    await user.keyboard('{Enter}');
    expect(chosen()).toBe('a,b,c');
  });
});
