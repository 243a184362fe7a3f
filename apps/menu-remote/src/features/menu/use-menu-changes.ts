import {
  ifMatch,
  succeeded,
  useAdminCreateFood,
  useAdminCreateFoodCategory,
  useAdminDeleteFood,
  useAdminUpdateFood,
  useAdminUpdateFoodCategory,
  useCreateFood,
  useCreateFoodCategory,
  useDeleteFood,
  useUpdateFood,
  useUpdateFoodCategory,
  type FoodCategory,
  type FoodItem,
  type FoodTagCategory,
  fieldErrorOf,
  type FieldError,
} from '@console/api-client/queries';
import { isAdminScope, type RestaurantScope } from '@console/remote-contract';
import type { VersionedSave } from '@console/ui';
import type { CategoryValues } from './category-schema';
import { toFoodItemForm, type FoodItemValues } from './food-item-schema';

const change = (success: string, failure: string) => ({ mutation: { meta: { success, failure } } });

/** Every category but the uncategorised group (-1, never renamed) has a version. */
function categoryVersion(category: FoodCategory): number {
  if (category.version === undefined) throw new Error(`Category ${category.categoryId} has no version to change it from`);
  return category.version;
}

/** The menu's changes (spec §8 toasts), for the owner or an administrator (who names the restaurant). */
export function useMenuChanges(scope: RestaurantScope) {
  const admin = isAdminScope(scope);
  const restaurantId = scope.restaurantId ?? 0;
  const createOwnCategory = useCreateFoodCategory(change('Category created successfully', 'Failed to create Category'));
  const createAnyCategory = useAdminCreateFoodCategory(change('Category created successfully', 'Failed to create Category'));
  const updateOwnCategory = useUpdateFoodCategory(change('Category updated successfully', 'Failed to update Category'));
  const updateAnyCategory = useAdminUpdateFoodCategory(change('Category updated successfully', 'Failed to update Category'));
  const createOwnFood = useCreateFood(change('Food Item created successfully', 'Failed to create Food Item'));
  const createAnyFood = useAdminCreateFood(change('Food Item created successfully', 'Failed to create Food Item'));
  const updateOwnFood = useUpdateFood(change('Food Item updated successfully', 'Failed to update Food Item'));
  const updateAnyFood = useAdminUpdateFood(change('Food Item updated successfully', 'Failed to update Food Item'));
  const deleteOwnFood = useDeleteFood(change('Food Item deleted successfully', 'Failed to delete Food Item'));
  const deleteAnyFood = useAdminDeleteFood(change('Food Item deleted successfully', 'Failed to delete Food Item'));

  /**
   * Creates a category; resolves to its id, or null when it failed (the popup then stays open); a
   * refusal naming a field (a title in use) goes to `onFieldError`.
   */
  const createCategory = (values: CategoryValues, onFieldError?: (error: FieldError) => void): Promise<number | null> => {
    const foodCategoryName = values.foodCategoryName.trim();
    const created = admin
      ? createAnyCategory.mutateAsync({ data: { foodCategoryName, restaurantId } })
      : createOwnCategory.mutateAsync({ data: { foodCategoryName } });
    return created.then(
      (answer) => answer.categoryId,
      (error: unknown) => {
        const fieldError = fieldErrorOf(error);
        if (fieldError && onFieldError) onFieldError(fieldError);
        return null;
      },
    );
  };

  /** Renames `save.base` from the version it was read at (a 412 goes to `save.onConflict`). */
  const renameCategory = (values: CategoryValues, { base: category, onFieldError, onConflict }: VersionedSave<FoodCategory>) => {
    const foodCategoryName = values.foodCategoryName.trim();
    const headers = ifMatch(categoryVersion(category));
    return succeeded(
      admin
        ? updateAnyCategory.mutateAsync({ id: category.categoryId, data: { foodCategoryName, restaurantId }, headers })
        : updateOwnCategory.mutateAsync({ id: category.categoryId, data: { foodCategoryName }, headers }),
      onFieldError,
      onConflict,
    );
  };

  /** Adds an item (`onCreated` is told its id), or changes `save.base` from the version it was read at. */
  const saveFood = (
    values: FoodItemValues,
    tagCategories: FoodTagCategory[],
    { base: item, onFieldError, onConflict }: VersionedSave<FoodItem | null>,
    onCreated?: (foodId: number) => void,
  ) => {
    const form = toFoodItemForm(values, tagCategories);
    const created = (answer: Promise<{ foodId: number }>) => answer.then((response) => (onCreated?.(response.foodId), response));
    if (admin) {
      const data = { ...form, restaurantId };
      const saved = item
        ? updateAnyFood.mutateAsync({ id: item.foodId, data, headers: ifMatch(item.version) })
        : created(createAnyFood.mutateAsync({ data }));
      return succeeded(saved, onFieldError, onConflict);
    }
    const saved = item
      ? updateOwnFood.mutateAsync({ id: item.foodId, data: form, headers: ifMatch(item.version) })
      : created(createOwnFood.mutateAsync({ data: form }));
    return succeeded(saved, onFieldError, onConflict);
  };

  /** Deletes the item as it was shown: changed since, it is refused (412) and the toast says by whom. */
  const deleteFood = (item: FoodItem) => {
    const headers = ifMatch(item.version);
    return succeeded(
      admin ? deleteAnyFood.mutateAsync({ id: item.foodId, headers }) : deleteOwnFood.mutateAsync({ id: item.foodId, headers }),
    ).then(() => undefined);
  };

  return { createCategory, renameCategory, saveFood, deleteFood };
}
