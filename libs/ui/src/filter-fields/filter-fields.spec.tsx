import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DateRangeField, dayOrEmpty, type DateRange } from './date-range-field';
import { FilterSelect } from './filter-select';

function KindFilter({ initial = '', onChange }: { initial?: string; onChange?: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <FilterSelect
      label="What"
      anyLabel="Everything"
      value={value}
      options={[
        { value: 'updateFoodItem', label: 'Menu item updated' },
        { value: 'changeRestaurantStatus', label: 'Restaurant access changed' },
      ]}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

function Range({ initial = { from: '', to: '' }, onChange }: { initial?: DateRange; onChange?: (range: DateRange) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <DateRangeField
      label="When"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

describe('FilterSelect', () => {
  it('is a select named by its label, offering no filter first, then the options', async () => {
    const changes: string[] = [];
    render(<KindFilter onChange={(value) => changes.push(value)} />);
    const select = screen.getByRole('combobox', { name: 'What' });
    expect(select).toHaveDisplayValue('Everything');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Everything',
      'Menu item updated',
      'Restaurant access changed',
    ]);
    await userEvent.selectOptions(select, 'Menu item updated');
    expect(select).toHaveDisplayValue('Menu item updated');
    await userEvent.selectOptions(select, 'Everything');
    expect(changes).toEqual(['updateFoodItem', '']);
  });

  it('keeps a value its options do not hold (a shared link), rather than showing no filter', () => {
    render(<KindFilter initial="mergeRestaurants" />);
    expect(screen.getByRole('combobox', { name: 'What' })).toHaveDisplayValue('mergeRestaurants');
  });
});

describe('DateRangeField', () => {
  it('is a group named by its label with a From and a To date, each limiting the other', () => {
    const ranges: DateRange[] = [];
    render(<Range onChange={(range) => ranges.push(range)} />);
    const group = screen.getByRole('group', { name: 'When' });
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    expect(group).toContainElement(from);
    expect(from).toHaveAttribute('type', 'date');
    fireEvent.change(from, { target: { value: '2026-03-01' } });
    expect(to).toHaveAttribute('min', '2026-03-01');
    fireEvent.change(to, { target: { value: '2026-03-31' } });
    expect(from).toHaveAttribute('max', '2026-03-31');
    fireEvent.change(from, { target: { value: '' } });
    expect(ranges).toEqual([
      { from: '2026-03-01', to: '' },
      { from: '2026-03-01', to: '2026-03-31' },
      { from: '', to: '2026-03-31' },
    ]);
  });

  it('reads only days from a link: anything else is no limit', () => {
    expect(dayOrEmpty('2026-02-28')).toBe('2026-02-28');
    expect(dayOrEmpty('yesterday')).toBe('');
    expect(dayOrEmpty(null)).toBe('');
  });
});
