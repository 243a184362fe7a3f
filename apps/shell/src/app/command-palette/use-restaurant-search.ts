import { useEffect, useState } from 'react';
import { apiErrorMessage, getRestaurants, GetRestaurantsOrderBy, type RestaurantAccount } from '@console/api-client';
import { SEARCH_DELAY_MS, useDebouncedValue } from '@console/ui';

/** How many restaurants the palette shows for a name: enough to pick from, few enough to read out. */
export const RESTAURANT_RESULTS = 8;

export const RESTAURANT_SEARCH_FAILURE = 'Failed to search Restaurants';

export type RestaurantSearch =
  | { state: 'idle' }
  | { state: 'searching' }
  | { state: 'found'; restaurants: RestaurantAccount[]; totalItems: number }
  | { state: 'failed'; message: string };

interface Answer {
  keywords: string;
  search: RestaurantSearch;
}

/**
 * Restaurants whose name (or owner's email) holds `text`, found by the API's own list search (the one the
 * Restaurants screen uses), a page of RESTAURANT_RESULTS sorted by name, asked 500 ms after typing stops
 * (spec §9). The shell has no query cache (only the dashboard remotes load it), so the call is made
 * here; a newer search cancels the older one, so an answer never shows under another text.
 */
export function useRestaurantSearch(text: string, enabled: boolean): RestaurantSearch {
  const keywords = enabled ? text.trim() : '';
  const asked = useDebouncedValue(keywords, SEARCH_DELAY_MS);
  const [answer, setAnswer] = useState<Answer | null>(null);

  useEffect(() => {
    if (!asked) return;
    const controller = new AbortController();
    getRestaurants(
      {
        searchQuery: asked,
        page: 1,
        size: RESTAURANT_RESULTS,
        order_by: GetRestaurantsOrderBy.restaurantName,
        order_type: 'asc',
      },
      { signal: controller.signal },
    ).then(
      (response) =>
        setAnswer({
          keywords: asked,
          search: { state: 'found', restaurants: response.restaurants, totalItems: response.pagination.totalItems },
        }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setAnswer({ keywords: asked, search: { state: 'failed', message: apiErrorMessage(error, RESTAURANT_SEARCH_FAILURE) } });
      },
    );
    return () => controller.abort();
  }, [asked]);

  if (!keywords) return { state: 'idle' };
  return answer && answer.keywords === keywords ? answer.search : { state: 'searching' };
}
