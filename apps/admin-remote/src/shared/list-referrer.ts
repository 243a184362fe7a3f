import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { adminHref } from '../paths';

/** Navigation state a list gives the detail it opens: the list's URL as it is now. */
export interface ListReferrerState {
  referrer: string;
}

/**
 * The current list's whole URL (path and query: search, sort, page, filters), handed to a detail so
 * its back arrow returns to the list exactly as it was, as browser Back would.
 */
export function useListReferrer(): ListReferrerState {
  const { pathname, search } = useLocation();
  // One object per URL, so a table's columns that carry it are not made again on every render.
  return useMemo(() => ({ referrer: `${pathname}${search}` }), [pathname, search]);
}

/** The lists a detail may be opened from, and what its back arrow says for each. */
const LISTS = [
  { pathname: adminHref.restaurants(), label: 'Back to Restaurants' },
  { pathname: adminHref.restaurantMerger(), label: 'Back to Restaurant Merger' },
  { pathname: adminHref.manageItems(), label: 'Back to Marked For Removal' },
] as const;

export interface BackTarget {
  to: string;
  label: string;
}

/**
 * Where a detail's back arrow goes: the referring list's URL when it is one of ours, else the
 * restaurants list (spec §2: a detail opened by a link or a reload returns there).
 */
export function backTargetOf(referrer: unknown): BackTarget {
  if (typeof referrer === 'string') {
    const pathname = referrer.split(/[?#]/, 1)[0];
    const list = LISTS.find((candidate) => candidate.pathname === pathname);
    if (list) return { to: referrer, label: list.label };
  }
  return { to: LISTS[0].pathname, label: LISTS[0].label };
}
