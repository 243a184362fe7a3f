import { CHANGE_MESSAGES } from '@console/rules';
import { useMemo } from 'react';
import {
  readFailureOf,
  succeeded,
  ifMatch,
  useChangeFoodTagStatus,
  useCreateFoodTag,
  useCreateFoodTagCategory,
  useGetFoodTags,
  useUpdateFoodTag,
} from '@console/api-client/queries';
import { useListState, type VersionedSave } from '@console/ui';
import type { FoodTagRow, FoodTagValues, TagCategoryValues } from './food-tag-schema';

/** The menu item form's order: by tag category, then the category's own order. */
export const DEFAULT_FOOD_TAG_SORT = { id: 'foodTagCategoryName', desc: false };

/** The Food Tags screen's data: the whole vocabulary (searched in the browser, the search kept in the URL) and its changes. */
export function useFoodTags() {
  const list = useListState({
    defaultSort: DEFAULT_FOOD_TAG_SORT,
    sortFields: ['foodTagCategoryName', 'foodTagCategoryItemName', 'foodCount'],
  });
  const vocabulary = useGetFoodTags({ query: { meta: { failure: 'Failed to get Food Tags' } } });
  const createCategory = useCreateFoodTagCategory({
    mutation: { meta: { success: CHANGE_MESSAGES.tagCategoryCreated, failure: 'Failed to create Tag Category' } },
  });
  const create = useCreateFoodTag({
    mutation: { meta: { success: CHANGE_MESSAGES.foodTagCreated, failure: 'Failed to create Food Tag' } },
  });
  const update = useUpdateFoodTag({
    mutation: { meta: { success: CHANGE_MESSAGES.foodTagUpdated, failure: 'Failed to update Food Tag' } },
  });
  const changeStatus = useChangeFoodTagStatus({
    mutation: {
      meta: {
        success: (variables) => ((variables as { data: { retired: boolean } }).data.retired ? 'Food Tag retired' : 'Food Tag restored'),
        failure: 'Failed to change Food Tag',
      },
    },
  });

  const categories = vocabulary.data?.foodTagCategories ?? null;
  const tags = useMemo<FoodTagRow[] | null>(() => {
    if (!categories) return null;
    let order = 0;
    return categories.flatMap((category) =>
      category.foodTagCategoryItems.map((tag) => ({
        ...tag,
        foodTagCategoryId: category.foodTagCategoryId,
        foodTagCategoryName: category.foodTagCategoryName,
        order: (order += 1),
      })),
    );
  }, [categories]);
  const words = list.keywords.toLocaleLowerCase();
  const shown = useMemo(
    () =>
      tags?.filter(
        (tag) =>
          tag.foodTagCategoryItemName.toLocaleLowerCase().includes(words) || tag.foodTagCategoryName.toLocaleLowerCase().includes(words),
      ) ?? null,
    [tags, words],
  );

  const saveTag = (values: FoodTagValues, { base: tag, onFieldError, onConflict }: VersionedSave<FoodTagRow | null | undefined>) => {
    const name = values.foodTagCategoryItemName.trim();
    return succeeded(
      tag
        ? update.mutateAsync({ id: tag.foodTagCategoryItemId, data: { foodTagCategoryItemName: name }, headers: ifMatch(tag.version) })
        : create.mutateAsync({ data: { foodTagCategoryId: Number(values.foodTagCategoryId), foodTagCategoryItemName: name } }),
      onFieldError,
      onConflict,
    );
  };

  return {
    categories,
    tags: shown,
    loading: vocabulary.isFetching,
    failure: readFailureOf(vocabulary, 'Food tags'),
    search: list.search,
    setSearch: list.setSearch,
    sort: list.sort,
    setSort: list.setSort,
    saveTag,
    saveCategory: (values: TagCategoryValues, { onFieldError }: Pick<VersionedSave<null>, 'onFieldError'>) =>
      succeeded(createCategory.mutateAsync({ data: { foodTagCategoryName: values.foodTagCategoryName.trim() } }), onFieldError),
    setRetired: (tag: FoodTagRow, retired: boolean) =>
      succeeded(changeStatus.mutateAsync({ id: tag.foodTagCategoryItemId, data: { retired }, headers: ifMatch(tag.version) })).then(
        () => undefined,
      ),
  };
}
