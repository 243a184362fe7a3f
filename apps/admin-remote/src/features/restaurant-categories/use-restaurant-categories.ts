import { CHANGE_MESSAGES } from '@console/rules';
import {
  keepPreviousData,
  readFailureOf,
  succeeded,
  ifMatch,
  useAdminGetRestaurantCategories,
  useCreateRestaurantCategory,
  useDeleteRestaurantCategory,
  useUpdateRestaurantCategory,
  type RestaurantCategory,
} from '@console/api-client/queries';
import { exportRestaurantCategories, useCsvExport } from '@console/api-client';
import { useListState, type TableSort, type VersionedSave } from '@console/ui';
import { toRestaurantCategoryRequest, type RestaurantCategoryValues } from './restaurant-category-schema';
import { restaurantCategoriesParams, restaurantCategoriesSelected } from './restaurant-categories-first-reads';

export const DEFAULT_CATEGORY_SORT: TableSort = { id: 'restaurantCategoryName', desc: false };

/** The restaurant categories screen's data: the whole list for a search (kept in the URL), and its three changes. */
export function useRestaurantCategories() {
  const list = useListState({ defaultSort: DEFAULT_CATEGORY_SORT, sortFields: [DEFAULT_CATEGORY_SORT.id] });
  const selected = restaurantCategoriesSelected(list.keywords);
  const categories = useAdminGetRestaurantCategories(restaurantCategoriesParams(selected), {
    query: { placeholderData: keepPreviousData, meta: { failure: 'Failed to get Categories' } },
  });
  const create = useCreateRestaurantCategory({
    mutation: {
      meta: { success: CHANGE_MESSAGES.restaurantCategoryCreated, failure: 'Failed to create Restaurant Category' },
    },
  });
  const update = useUpdateRestaurantCategory({
    mutation: {
      meta: { success: CHANGE_MESSAGES.restaurantCategoryUpdated, failure: 'Failed to update Restaurant Category' },
    },
  });
  const remove = useDeleteRestaurantCategory({
    mutation: {
      meta: { success: CHANGE_MESSAGES.restaurantCategoryDeleted, failure: 'Failed to delete Restaurant Category' },
    },
  });

  // The file in the order the screen shows (its one sortable column, the name).
  const exportCsv = useCsvExport(
    (options) => exportRestaurantCategories({ ...selected, order_type: list.sort.desc ? 'desc' : 'asc' }, options),
    {
      failure: 'Failed to export Restaurant Categories',
      fileWords: 'restaurant-categories',
    },
  );

  const save = (
    values: RestaurantCategoryValues,
    { base: category, onFieldError, onConflict }: VersionedSave<RestaurantCategory | null | undefined>,
  ) => {
    const data = toRestaurantCategoryRequest(values);
    return succeeded(
      category
        ? update.mutateAsync({ id: category.restaurantCategoryId, data, headers: ifMatch(category.version) })
        : create.mutateAsync({ data }),
      onFieldError,
      onConflict,
    );
  };

  return {
    categories: categories.data?.restaurantCategories ?? null,
    loading: categories.isFetching,
    failure: readFailureOf(categories, 'Restaurant categories'),
    search: list.search,
    setSearch: list.setSearch,
    sort: list.sort,
    setSort: list.setSort,
    save,
    exportCsv,
    remove: (category: RestaurantCategory) =>
      succeeded(remove.mutateAsync({ id: category.restaurantCategoryId, headers: ifMatch(category.version) })).then(() => undefined),
  };
}
