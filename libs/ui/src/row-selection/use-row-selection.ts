import { useMemo, useState } from 'react';

/** Above this many ids a selection of every matching row is sent as the list's filters instead (the API's ids limit). */
export const MAX_SELECTED_IDS = 10_000;

/**
 * What a bulk action acts on: the rows picked, by id, or every row the list's current filters select
 * (`matching`), which the API checks against the count the user confirmed.
 */
export type BulkSelection = { ids: string[] } | { matching: true; expectedCount: number };

export interface RowSelectionOptions {
  /** The ids of the rows on screen: the visible page, or every loaded row of an unpaged list. */
  pageIds: readonly string[];
  /** How many rows the list's filters and search select in all, across pages. */
  total: number;
  /** The list's filters and search, as one key: the selection is cleared whenever it changes. */
  resetKey: string;
}

export interface RowSelection {
  /** How many rows are selected (every matching one once 'Select all N matching' is chosen). */
  count: number;
  /** The total the selection was made against, for 'Select all N matching'. */
  total: number;
  isSelected: (id: string) => boolean;
  toggle: (id: string) => void;
  /** The header checkbox: every row on the page, some, or none. */
  pageState: 'none' | 'some' | 'all';
  /** Selects the page's rows, or clears the selection when all of them are selected. */
  togglePage: () => void;
  /** Every matching row is selected, not only those loaded. */
  allMatching: boolean;
  /** Offered once the whole page is selected and more rows match than the page holds. */
  canSelectAllMatching: boolean;
  selectAllMatching: () => void;
  clear: () => void;
  /** What to send: ids, or the filters with the confirmed count. */
  bulkSelection: () => BulkSelection;
}

interface Picked {
  key: string;
  /** Set by 'Select all N matching': the count the user was shown then, which the API is asked to find again. */
  matching: number | null;
  ids: ReadonlySet<string>;
}

const NOTHING: ReadonlySet<string> = new Set();

/**
 * A list's row selection, as the admin frameworks have it: rows one by one, the visible page from the
 * header, then 'Select all N matching' across pages. A change of filters or search clears it (what was
 * picked may no longer be listed); paging does not.
 */
export function useRowSelection({ pageIds, total, resetKey }: RowSelectionOptions): RowSelection {
  const [picked, setPicked] = useState<Picked>({ key: resetKey, matching: null, ids: NOTHING });
  // One object per change of the selection or the rows: a table's columns built on it are rebuilt only then.
  return useMemo(() => {
    // A selection made under other filters reads as none, at once, with no render showing the old one.
    const current: Picked = picked.key === resetKey ? picked : { key: resetKey, matching: null, ids: NOTHING };
    const matching = current.matching !== null;
    const wholeListLoaded = pageIds.length >= total;
    // With every matching row loaded, a picked row that has gone (changed elsewhere, refreshed away) is not counted.
    const ids = wholeListLoaded ? new Set(pageIds.filter((id) => current.ids.has(id))) : current.ids;
    const onPage = matching ? pageIds.length : pageIds.filter((id) => ids.has(id)).length;
    const pageState = pageIds.length > 0 && onPage === pageIds.length ? 'all' : onPage > 0 ? 'some' : 'none';
    const allMatching = matching || (wholeListLoaded && total > 0 && ids.size === total);
    const set = (next: ReadonlySet<string>, matchingCount: number | null = null) =>
      setPicked({ key: resetKey, matching: matchingCount, ids: next });
    return {
      count: current.matching ?? ids.size,
      total,
      isSelected: (id) => matching || ids.has(id),
      toggle: (id) => {
        // Unticking one row out of 'all matching' keeps the rest of those loaded, as a mail client does.
        const next = new Set(matching ? pageIds : ids);
        if (!matching && !next.has(id)) next.add(id);
        else next.delete(id);
        set(next);
      },
      pageState,
      togglePage: () => set(pageState === 'all' ? NOTHING : new Set([...ids, ...pageIds])),
      allMatching,
      canSelectAllMatching: pageState === 'all' && !allMatching && total > pageIds.length,
      selectAllMatching: () => set(NOTHING, total),
      clear: () => set(NOTHING),
      bulkSelection: () => {
        // By the filters, with the count the user confirmed: the API refuses if the filters now select another count.
        if (current.matching !== null) return { matching: true, expectedCount: current.matching };
        // Every row of a loaded whole list, more than the API takes by id.
        if (allMatching && ids.size > MAX_SELECTED_IDS) return { matching: true, expectedCount: ids.size };
        return { ids: [...ids] };
      },
    };
  }, [picked, resetKey, pageIds, total]);
}

/** '1 restaurant', '1,200 restaurants': a count in the product's words, grouped as the console writes numbers. */
export function countOf(count: number, singular: string, plural: string): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? singular : plural}`;
}
