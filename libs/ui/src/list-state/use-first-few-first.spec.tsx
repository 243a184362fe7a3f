import { act, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { FIRST_FEW, useFirstFewFirst } from './use-first-few-first';

const numbers = (count: number) => Array.from({ length: count }, (_, i) => i + 1);

/** What each commit put on screen: the count of items drawn. */
function List({ items, commits }: { items: number[]; commits: number[] }) {
  const drawn = useFirstFewFirst(items);
  useLayoutEffect(() => {
    commits.push(drawn.length);
  });
  return (
    <ul aria-label="Deals">
      {drawn.map((n) => (
        <li key={n}>Deal {n}</li>
      ))}
    </ul>
  );
}

describe('useFirstFewFirst', () => {
  it('draws the first few of a long list first, then the whole of it', async () => {
    const commits: number[] = [];
    await act(async () => {
      render(<List items={numbers(500)} commits={commits} />);
    });

    expect(commits).toEqual([FIRST_FEW, 500]);
    expect(screen.getAllByRole('listitem')).toHaveLength(500);
    expect(screen.getByText('Deal 500')).toBeInTheDocument();
  });

  it('draws a short list whole at once', async () => {
    const commits: number[] = [];
    await act(async () => {
      render(<List items={numbers(5)} commits={commits} />);
    });

    expect(commits).toEqual([5]);
  });

  it('never draws fewer than the first few when a drawn list changes, and ends with all of it', async () => {
    const commits: number[] = [];
    const { rerender } = render(<List items={[]} commits={commits} />);
    await act(async () => {
      rerender(<List items={numbers(300)} commits={commits} />);
    });
    await act(async () => {
      rerender(<List items={numbers(299)} commits={commits} />);
    });

    expect(commits[0]).toBe(0);
    expect(commits.slice(1).every((count) => count >= FIRST_FEW)).toBe(true);
    expect(commits.at(-1)).toBe(299);
    expect(screen.getAllByRole('listitem')).toHaveLength(299);
  });
});
