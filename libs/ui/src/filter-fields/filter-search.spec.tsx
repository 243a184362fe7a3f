import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { FilterSearch } from './filter-search';
import type { FilterSelectOption } from './filter-select';

const RESTAURANTS: FilterSelectOption[] = [
  { value: '7', label: 'Aegean Table' },
  { value: '9', label: 'Copper Kettle' },
];

function RestaurantFilter({ search, initial = '' }: { search: (text: string) => Promise<FilterSelectOption[]>; initial?: string }) {
  const [value, setValue] = useState(initial);
  const [words, setWords] = useState('');
  return (
    <>
      <FilterSearch
        label="Restaurant"
        anyLabel="Every restaurant"
        value={value}
        valueLabel={words}
        search={search}
        onChange={(next, option) => {
          setValue(next);
          setWords(option?.label ?? '');
        }}
        noMatchText="No restaurant matches"
      />
      <output aria-label="Chosen">{`Chosen: ${value}`}</output>
    </>
  );
}

describe('FilterSearch', () => {
  it('asks the server once typing pauses and chooses one of its answers', async () => {
    const asked: string[] = [];
    const search = async (text: string) => {
      asked.push(text);
      return RESTAURANTS.filter((option) => option.label.toLowerCase().includes(text.toLowerCase()));
    };
    const user = userEvent.setup();
    render(<RestaurantFilter search={search} />);

    const input = screen.getByRole('combobox', { name: 'Restaurant' });
    await user.type(input, 'copper');
    const option = await screen.findByRole('option', { name: 'Copper Kettle' }, { timeout: 2000 });
    // One request for the whole word, not one per letter.
    expect(asked).toEqual(['copper']);
    await user.click(option);
    expect(screen.getByRole('status', { name: 'Chosen' })).toHaveTextContent('Chosen: 9');
    expect(screen.getByText('Copper Kettle')).toBeInTheDocument();
  }, 15000);

  it('says when nothing matches or the search failed', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<RestaurantFilter search={async () => []} />);
    await user.type(screen.getByRole('combobox', { name: 'Restaurant' }), 'zzz');
    expect(await screen.findByText('No restaurant matches', undefined, { timeout: 2000 })).toBeInTheDocument();
    unmount();

    render(<RestaurantFilter search={() => Promise.reject(new Error('offline'))} />);
    await user.type(screen.getByRole('combobox', { name: 'Restaurant' }), 'aeg');
    expect(await screen.findByText('The search failed: type again to retry', undefined, { timeout: 2000 })).toBeInTheDocument();
  }, 15000);

  it('shows a chosen value from a link before its name is known', () => {
    render(<RestaurantFilter search={async () => []} initial="42" />);
    expect(screen.getByText('42')).toBeInTheDocument();
  });
});
