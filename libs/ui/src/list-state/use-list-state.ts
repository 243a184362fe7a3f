import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import type { TableSort } from '../data-table/table-sort';
import type { ReadFailure } from '../read-failure/read-failure';
import { useSearchKeywords } from '../search-input/use-search-keywords';

const UNSORTED: TableSort = { id: '', desc: false };

export interface ListStateOptions<Tab extends string = string> {
  /** The order before the user picks one; not written into the URL. */
  defaultSort?: TableSort;
  /** The sort fields the list accepts; a URL naming another falls back to the default. */
  sortFields?: readonly string[];
  /** The tabs the view has; a URL naming none of them shows the default. */
  tabs?: readonly Tab[];
  /** The tab shown when the URL names none (e.g. one chosen through navigation state); the first by default. */
  defaultTab?: Tab;
}

/**
 * What a list page is given by its screen: the rows it shows and the view useListState keeps in the
 * URL, its setters as events. A page takes the parts it shows, e.g. `Pick<ListViewProps<Row>, 'rows' | 'search' | …>`.
 */
export interface ListViewProps<Row> {
  /** Null until the first successful load. */
  rows: Row[] | null;
  /** The rows the search matches over every page (a paged list). */
  totalItems: number;
  /** True while the rows shown are being fetched (again). */
  loading: boolean;
  /** The last read failed: what to show in place of the rows (the kit's ReadFailureNotice). */
  failure?: ReadFailure;
  search: string;
  onSearchChange: (text: string) => void;
  sort: TableSort;
  onSortChange: (sort: TableSort) => void;
  page: number;
  onPageChange: (page: number) => void;
}

/**
 * What a list shows, kept in the query string (`?q=…&sort=name&dir=desc&page=3&tab=…`), so a reload,
 * Back or a shared link shows the same view. Defaults are left out of the URL. A search is one history
 * entry, not one per keystroke, and goes back to page 1; sorting goes back to page 1 too; a page, sort
 * or tab change is a new entry, so Back returns to the previous view.
 */
export function useListState<Tab extends string = string>({ defaultSort, sortFields, tabs, defaultTab }: ListStateOptions<Tab> = {}) {
  const [params, setParams] = useSearchParams();
  // The view's navigation state (where it was opened from, e.g. the detail's referrer) stays with it.
  const { state } = useLocation();

  const update = useCallback(
    (changes: Record<string, string | null>, replace = false) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(name);
            else next.set(name, value);
          }
          return next;
        },
        { replace, state, preventScrollReset: true },
      ),
    [setParams, state],
  );

  const search = params.get('q') ?? '';
  const keywords = useSearchKeywords(search);
  const pageParam = Number(params.get('page'));
  const page = Number.isInteger(pageParam) && pageParam > 0 ? pageParam : 1;
  const sortParam = params.get('sort');
  const dirParam = params.get('dir');
  const sort = useMemo<TableSort>(() => {
    if (sortParam && (!sortFields || sortFields.includes(sortParam))) return { id: sortParam, desc: dirParam === 'desc' };
    return { ...(defaultSort ?? UNSORTED) };
    // The fields and default are constants of the screen; the URL is what changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sortParam, dirParam]);
  const tabParam = params.get('tab') as Tab | null;
  const fallbackTab = defaultTab ?? tabs?.[0];
  const tab = tabParam && tabs?.includes(tabParam) ? tabParam : fallbackTab;

  // A new search is a new entry (Back undoes it); the keystrokes that follow replace it.
  const setSearch = useCallback((text: string) => update({ q: text, page: null }, search !== '' && text !== ''), [update, search]);
  const setPage = useCallback((next: number) => update({ page: next > 1 ? String(next) : null }), [update]);
  const setSort = useCallback(
    (next: TableSort) => {
      const isDefault = defaultSort && next.id === defaultSort.id && next.desc === defaultSort.desc;
      update({ sort: isDefault ? null : next.id, dir: isDefault ? null : next.desc ? 'desc' : 'asc', page: null });
    },
    [update, defaultSort],
  );
  // The first tab stays out of the URL only while it is also the default, so a link always shows the tab.
  const setTab = useCallback(
    (next: Tab) => update({ tab: tabs && next === tabs[0] && fallbackTab === tabs[0] ? null : next }),
    [update, tabs, fallbackTab],
  );

  return { search, keywords, setSearch, page, setPage, sort, setSort, tab, setTab };
}
