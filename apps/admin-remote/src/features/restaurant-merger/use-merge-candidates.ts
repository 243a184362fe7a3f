import { keepPreviousData, readFailureOf, useGetAllRestaurants, type RestaurantAccount } from '@console/api-client/queries';
import { exportAllRestaurants, useCsvExport } from '@console/api-client';
import { useListState, type ExportButtonProps, type ListViewProps } from '@console/ui';
import { mergeCandidatesParams, mergeCandidatesSelected } from './restaurant-merger-first-reads';

export function useMergeCandidates(): Pick<
  ListViewProps<RestaurantAccount>,
  'rows' | 'totalItems' | 'loading' | 'failure' | 'search' | 'onSearchChange' | 'page' | 'onPageChange'
> & { exportCsv: ExportButtonProps } {
  const { search, keywords, setSearch, page, setPage } = useListState();
  const selected = mergeCandidatesSelected(keywords);
  const candidates = useGetAllRestaurants(mergeCandidatesParams(page, selected), {
    query: { placeholderData: keepPreviousData, meta: { failure: 'Failed to get Restaurants' } },
  });
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
