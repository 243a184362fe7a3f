import { useMemo } from 'react';
import { WHOLE_LIST } from '@console/api-client';
import { useAdminGetRestaurantCategories } from '@console/api-client/queries';
import type { SelectOption } from '@console/ui';

/**
 * The restaurant categories as select options (spec §7: page 1, size 999999), from the page's cache;
 * read only while the Add New Restaurant Account popup is open (`enabled`).
 */
export function useRestaurantCategoryOptions(enabled: boolean) {
  const categories = useAdminGetRestaurantCategories(WHOLE_LIST, { query: { enabled, meta: { failure: 'Failed to get Categories' } } });
  const options = useMemo<SelectOption[]>(
    () =>
      (categories.data?.restaurantCategories ?? []).map((category) => ({
        value: String(category.restaurantCategoryId),
        label: category.restaurantCategoryName,
      })),
    [categories.data],
  );
  return { options, loading: categories.isPending };
}
