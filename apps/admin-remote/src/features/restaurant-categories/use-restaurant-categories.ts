import { useCallback, useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import {
  adminGetRestaurantCategories,
  apiErrorMessage,
  createRestaurantCategory,
  deleteRestaurantCategory,
  updateRestaurantCategory,
  type RestaurantCategory,
} from '@console/api-client';
import { useDebouncedValue } from '@console/ui';
import { toRestaurantCategoryRequest, type RestaurantCategoryValues } from './restaurant-category-schema';

/** Spec §9: the list is asked for whole (size 999999); the search waits 500 ms after typing stops. */
const WHOLE_LIST = { page: 1, size: 999999 };
export const SEARCH_DELAY_MS = 500;

/** The restaurant categories screen's data: the whole list for a search, and its three changes. */
export function useRestaurantCategories() {
  const [search, setSearch] = useState('');
  const [categories, setCategories] = useState<RestaurantCategory[] | null>(null);
  const [loading, setLoading] = useState(true);
  const [reloads, setReloads] = useState(0);
  const keywords = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);

  useEffect(() => {
    let current = true;
    setLoading(true);
    adminGetRestaurantCategories({ ...WHOLE_LIST, keywords: keywords || undefined })
      .then((response) => {
        if (current) setCategories(response.restaurantCategories);
      })
      .catch((error: unknown) => {
        if (current) toast.error(apiErrorMessage(error, 'Failed to get Categories'));
      })
      .finally(() => {
        if (current) setLoading(false);
      });
    return () => {
      current = false;
    };
  }, [keywords, reloads]);

  const reload = useCallback(() => setReloads((count) => count + 1), []);

  const save = useCallback(
    async (values: RestaurantCategoryValues, category?: RestaurantCategory | null) => {
      const request = toRestaurantCategoryRequest(values);
      try {
        const response = category
          ? await updateRestaurantCategory(category.restaurantCategoryId, request)
          : await createRestaurantCategory(request);
        toast.success(response.message || (category ? 'Restaurant Category updated' : 'Restaurant Category created'));
        reload();
        return true;
      } catch (error) {
        toast.error(apiErrorMessage(error, category ? 'Failed to update Restaurant Category' : 'Failed to create Restaurant Category'));
        return false;
      }
    },
    [reload],
  );

  const remove = useCallback(
    async (category: RestaurantCategory) => {
      try {
        const response = await deleteRestaurantCategory(category.restaurantCategoryId);
        toast.success(response.message || 'Restaurant Category deleted');
        reload();
      } catch (error) {
        toast.error(apiErrorMessage(error, 'Failed to delete Restaurant Category'));
      }
    },
    [reload],
  );

  return { categories, loading, search, setSearch, save, remove };
}
