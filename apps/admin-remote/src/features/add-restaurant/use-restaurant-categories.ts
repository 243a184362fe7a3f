import { useMemo } from 'react';
import { adminGetRestaurantCategories } from '@console/api-client';
import type { SelectOption } from '@console/ui';
import { useApiData } from '../../shared/api-calls';

/** The restaurant categories as select options (spec §7: page 1, size 999999). */
export function useRestaurantCategoryOptions() {
  const { data, loading } = useApiData(() => adminGetRestaurantCategories({ page: 1, size: 999999 }), 'all', 'Failed to get Categories');
  const options = useMemo<SelectOption[]>(
    () =>
      (data?.restaurantCategories ?? []).map((category) => ({
        value: String(category.restaurantCategoryId),
        label: category.restaurantCategoryName,
      })),
    [data],
  );
  return { options, loading };
}
