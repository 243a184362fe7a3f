import { useDeferredValue } from 'react';

/** About what a wide screen shows of a list of cards before one scrolls. */
export const FIRST_FEW = 24;

/**
 * A long list drawn in two steps: its first few at once, then the whole of it in a render React may
 * interrupt (useDeferredValue's initial value), so the screen's heading and what is in view come before
 * hundreds of items are drawn, and a click or a keypress in between is not kept waiting. A list that
 * changes once drawn keeps what it drew (never fewer than the first few) until its new length is drawn.
 */
export function useFirstFewFirst<T>(items: readonly T[], firstFew = FIRST_FEW): readonly T[] {
  const firstStep = Math.min(items.length, firstFew);
  const drawn = Math.max(useDeferredValue(items.length, firstStep), firstStep);
  return drawn >= items.length ? items : items.slice(0, drawn);
}
