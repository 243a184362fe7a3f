import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { apiErrorMessage, getAllRestaurants, type RestaurantAccount } from '@console/api-client';
import { useDebouncedValue } from '@console/ui';

/** Spec §9: the merger lists 30 restaurants a page; its search waits 500 ms. */
export const MERGER_PAGE_SIZE = 30;
export const MERGER_SEARCH_DELAY_MS = 500;

export function useMergeCandidates(search: string, page: number) {
  const keywords = useDebouncedValue(search.trim(), MERGER_SEARCH_DELAY_MS);
  const [restaurants, setRestaurants] = useState<RestaurantAccount[]>([]);
  const [totalItems, setTotalItems] = useState(0);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let current = true;
    setLoading(true);
    getAllRestaurants({ page, size: MERGER_PAGE_SIZE, ...(keywords ? { keywords } : {}) })
      .then(
        (response) => {
          if (!current) return;
          setRestaurants(response.restaurants);
          setTotalItems(response.pagination.totalItems);
        },
        (error) => current && toast.error(apiErrorMessage(error, 'Failed to get Restaurants')),
      )
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [keywords, page]);

  return { restaurants, totalItems, loading, keywords };
}
