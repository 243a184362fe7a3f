import { act, render, screen } from '@testing-library/react';
import { useMediaQuery } from './use-media-query';

function Probe() {
  return <p>{useMediaQuery('(max-width: 639.98px)') ? 'phone' : 'wider'}</p>;
}

describe('useMediaQuery', () => {
  const listeners = new Set<() => void>();
  let matches = false;
  beforeEach(() => {
    listeners.clear();
    matches = false;
    // jsdom has no matchMedia: a stand-in for the browser's, whose answer the test sets.
    window.matchMedia = ((query: string) => ({
      media: query,
      get matches() {
        return matches;
      },
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    })) as unknown as typeof window.matchMedia;
  });
  afterEach(() => {
    delete (window as { matchMedia?: unknown }).matchMedia;
  });

  it('answers the query and follows its changes', () => {
    render(<Probe />);
    expect(screen.getByText('wider')).toBeInTheDocument();
    act(() => {
      matches = true;
      listeners.forEach((listener) => listener());
    });
    expect(screen.getByText('phone')).toBeInTheDocument();
  });
});
