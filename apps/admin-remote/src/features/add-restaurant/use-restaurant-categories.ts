import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { adminGetRestaurantCategories, apiErrorMessage } from '@console/api-client';
import type { SelectOption } from '@console/ui';

/** The restaurant categories as select options (spec §7: page 1, size 999999). */
export function useRestaurantCategoryOptions() {
  const [options, setOptions] = useState<SelectOption[]>([]);
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    let current = true;
    adminGetRestaurantCategories({ page: 1, size: 999999 })
      .then(
        ({ restaurantCategories }) =>
          current &&
          setOptions(restaurantCategories.map((category) => ({ value: String(category.restaurantCategoryId), label: category.restaurantCategoryName }))),
        (error) => current && toast.error(apiErrorMessage(error, 'Failed to get Categories')),
      )
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, []);
  return { options, loading };
}
