import { useCallback, useSyncExternalStore } from 'react';

/** The kit's phone breakpoint, as its style sheets say it (lists become cards, popups fill the screen). */
export const PHONE_MEDIA_QUERY = '(max-width: 639.98px)';

/** Whether the page matches a CSS media query now, following changes; false where there is no matchMedia. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}
