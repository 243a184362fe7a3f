import { act, renderHook } from '@testing-library/react';
import { SEARCH_DELAY_MS, useSearchKeywords } from './use-search-keywords';

describe('useSearchKeywords (spec §4: a search applies 500 ms after typing stops, an empty one at once)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('starts with the given search, trimmed, at once (a reloaded page)', () => {
    const { result } = renderHook(() => useSearchKeywords('  pizza '));
    expect(result.current).toBe('pizza');
  });

  it('waits until typing has paused for 500 ms', () => {
    const { result, rerender } = renderHook(({ text }) => useSearchKeywords(text), { initialProps: { text: '' } });
    rerender({ text: 'pi' });
    act(() => jest.advanceTimersByTime(SEARCH_DELAY_MS - 100));
    rerender({ text: 'pizza' });
    act(() => jest.advanceTimersByTime(SEARCH_DELAY_MS - 1));
    expect(result.current).toBe('');
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe('pizza');
    expect(SEARCH_DELAY_MS).toBe(500);
  });

  it('applies an emptied search at once, and a new one typed right after still waits', () => {
    const { result, rerender } = renderHook(({ text }) => useSearchKeywords(text), { initialProps: { text: 'pizza' } });
    rerender({ text: '' });
    expect(result.current).toBe('');
    rerender({ text: 't' });
    act(() => jest.advanceTimersByTime(100));
    expect(result.current).toBe('');
    act(() => jest.advanceTimersByTime(SEARCH_DELAY_MS));
    expect(result.current).toBe('t');
  });
});
