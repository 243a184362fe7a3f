import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { SearchInput } from './search-input';
import { useDebouncedValue } from './use-debounced-value';

function Search() {
  const [text, setText] = useState('');
  const applied = useDebouncedValue(text, 500);
  return (
    <>
      <SearchInput label="Search people" value={text} onChange={setText} />
      <p>Applied: {applied}</p>
    </>
  );
}

describe('SearchInput with useDebouncedValue', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('is a labelled search box whose value applies 500 ms after typing stops', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<Search />);
    const box = screen.getByRole('searchbox', { name: 'Search people' });
    await user.type(box, 'ab');
    act(() => jest.advanceTimersByTime(400));
    await user.type(box, 'c');
    act(() => jest.advanceTimersByTime(400));
    expect(screen.getByText('Applied:')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(screen.getByText('Applied: abc')).toBeInTheDocument();
  });
});
