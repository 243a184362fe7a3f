import { useCallback, useState } from 'react';
import {
  adminGetRestaurantCategories,
  createRestaurantCategory,
  deleteRestaurantCategory,
  updateRestaurantCategory,
  type RestaurantCategory,
} from '@console/api-client';
import { useDebouncedValue } from '@console/ui';
import { changeThroughApi, useApiData } from '../../shared/api-calls';
import { toRestaurantCategoryRequest, type RestaurantCategoryValues } from './restaurant-category-schema';

/** Spec §9: the list is asked for whole (size 999999); the search waits 500 ms after typing stops. */
const WHOLE_LIST = { page: 1, size: 999999 };
export const SEARCH_DELAY_MS = 500;

/** The restaurant categories screen's data: the whole list for a search, and its three changes. */
export function useRestaurantCategories() {
  const [search, setSearch] = useState('');
  const keywords = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const { data, loading, reload } = useApiData(
    () => adminGetRestaurantCategories({ ...WHOLE_LIST, keywords: keywords || undefined }),
    keywords,
    'Failed to get Categories',
  );

  const save = useCallback(
    async (values: RestaurantCategoryValues, category?: RestaurantCategory | null) => {
      const request = toRestaurantCategoryRequest(values);
      const saved = await changeThroughApi(
        () => (category ? updateRestaurantCategory(category.restaurantCategoryId, request) : createRestaurantCategory(request)),
        category
          ? { success: 'Restaurant Category updated', failure: 'Failed to update Restaurant Category' }
          : { success: 'Restaurant Category created', failure: 'Failed to create Restaurant Category' },
      );
      if (saved) reload();
      return saved;
    },
    [reload],
  );

  const remove = useCallback(
    async (category: RestaurantCategory) => {
      const removed = await changeThroughApi(() => deleteRestaurantCategory(category.restaurantCategoryId), {
        success: 'Restaurant Category deleted',
        failure: 'Failed to delete Restaurant Category',
      });
      if (removed) reload();
    },
    [reload],
  );

  return { categories: data?.restaurantCategories ?? null, loading, search, setSearch, save, remove };
}
