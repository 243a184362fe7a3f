import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { SegmentedControl } from './segmented-control';

const OPTIONS = [
  { value: 'all', label: 'All' },
  { value: 'on', label: 'Active' },
  { value: 'off', label: 'Suspended' },
] as const;
type Choice = (typeof OPTIONS)[number]['value'];

function Filter({ onChange }: { onChange?: (value: Choice) => void }) {
  const [value, setValue] = useState<Choice>('all');
  return (
    <SegmentedControl
      label="Status"
      options={OPTIONS}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

describe('Segmented control', () => {
  it('is a named group of radio buttons with the current choice checked', () => {
    render(<Filter />);
    const group = screen.getByRole('group', { name: 'Status' });
    expect(group).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['all', 'on', 'off']);
    expect(screen.getByRole('radio', { name: 'All' })).toBeChecked();
  });

  it('chooses by click and by arrow keys, telling the choice', async () => {
    const onChange = jest.fn();
    render(<Filter onChange={onChange} />);
    await userEvent.click(screen.getByText('Suspended'));
    expect(screen.getByRole('radio', { name: 'Suspended' })).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith('off');
    await userEvent.click(screen.getByRole('radio', { name: 'All' }));
    expect(onChange).toHaveBeenLastCalledWith('all');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Active' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Active' })).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith('on');
  });
});
