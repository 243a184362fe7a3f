import { getAllRestaurants } from '@console/api-client';
import { useDebouncedValue } from '@console/ui';
import { useApiData } from '../../shared/api-calls';

/** Spec §9: the merger lists 30 restaurants a page; its search waits 500 ms. */
export const MERGER_PAGE_SIZE = 30;
export const MERGER_SEARCH_DELAY_MS = 500;

export function useMergeCandidates(search: string, page: number) {
  const keywords = useDebouncedValue(search.trim(), MERGER_SEARCH_DELAY_MS);
  const { data, loading } = useApiData(
    () => getAllRestaurants({ page, size: MERGER_PAGE_SIZE, ...(keywords ? { keywords } : {}) }),
    JSON.stringify([keywords, page]),
    'Failed to get Restaurants',
  );
  return { restaurants: data?.restaurants ?? [], totalItems: data?.pagination.totalItems ?? 0, loading, keywords };
}
