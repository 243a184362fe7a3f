import { keepPreviousData, readFailureOf, useGetAllRestaurants, type RestaurantAccount } from '@console/api-client/queries';
import { exportAllRestaurants, useCsvExport } from '@console/api-client';
import { useListState, type ExportButtonProps, type ListViewProps } from '@console/ui';

/** Spec §9: the merger lists 30 restaurants a page; its search (kept in the URL with the page) waits 500 ms. */
export const MERGER_PAGE_SIZE = 30;

export function useMergeCandidates(): Pick<
  ListViewProps<RestaurantAccount>,
  'rows' | 'totalItems' | 'loading' | 'failure' | 'search' | 'onSearchChange' | 'page' | 'onPageChange'
> & { exportCsv: ExportButtonProps } {
  const { search, keywords, setSearch, page, setPage } = useListState();
  const selected = keywords ? { keywords } : {};
  const candidates = useGetAllRestaurants(
    { page, size: MERGER_PAGE_SIZE, ...selected },
    { query: { placeholderData: keepPreviousData, meta: { failure: 'Failed to get Restaurants' } } },
  );
  // The search results, every page of them.
  const exportCsv = useCsvExport((options) => exportAllRestaurants(selected, options), {
    failure: 'Failed to export Restaurants',
    fileWords: 'restaurants',
  });
  return {
    rows: candidates.data?.restaurants ?? [],
    totalItems: candidates.data?.pagination.totalItems ?? 0,
    loading: candidates.isFetching,
    failure: readFailureOf(candidates, 'Restaurants'),
    search,
    onSearchChange: setSearch,
    page,
    onPageChange: setPage,
    exportCsv,
  };
}
