import { keepPreviousData, readFailureOf, useGetAllRestaurants, type RestaurantAccount } from '@console/api-client/queries';
import { useListState, type ListViewProps } from '@console/ui';

/** Spec §9: the merger lists 30 restaurants a page; its search (kept in the URL with the page) waits 500 ms. */
export const MERGER_PAGE_SIZE = 30;

export function useMergeCandidates(): Pick<
  ListViewProps<RestaurantAccount>,
  'rows' | 'totalItems' | 'loading' | 'failure' | 'search' | 'onSearchChange' | 'page' | 'onPageChange'
> {
  const { search, keywords, setSearch, page, setPage } = useListState();
  const candidates = useGetAllRestaurants(
    { page, size: MERGER_PAGE_SIZE, ...(keywords ? { keywords } : {}) },
    { query: { placeholderData: keepPreviousData, meta: { failure: 'Failed to get Restaurants' } } },
  );
  return {
    rows: candidates.data?.restaurants ?? [],
    totalItems: candidates.data?.pagination.totalItems ?? 0,
    loading: candidates.isFetching,
    failure: readFailureOf(candidates, 'Restaurants'),
    search,
    onSearchChange: setSearch,
    page,
    onPageChange: setPage,
  };
}
