import { useEffect, useState } from 'react';

/** Spec §9: searches wait 500 ms after the last keystroke. */
export const SEARCH_DELAY_MS = 500;
/** Spec §9: a search filtered in the page (not by the API) applies 1 s after the last keystroke. */
export const LOCAL_SEARCH_DELAY_MS = 1000;

/**
 * The keywords a list asks for (spec §4): the trimmed search, applied once typing has paused for
 * 500 ms, or at once when it is emptied. The first value applies at once, so a reloaded page or a
 * shared link shows its search straight away.
 */
export function useSearchKeywords(search: string, delayMs = SEARCH_DELAY_MS): string {
  const wanted = search.trim();
  const [applied, setApplied] = useState(wanted);
  useEffect(() => {
    if (wanted === '') {
      setApplied('');
      return;
    }
    const timer = setTimeout(() => setApplied(wanted), delayMs);
    return () => clearTimeout(timer);
  }, [wanted, delayMs]);
  return applied;
}
