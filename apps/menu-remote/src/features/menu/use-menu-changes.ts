import {
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
import type { CategoryValues } from './category-schema';
import { toFoodItemForm, type FoodItemValues } from './food-item-schema';

const change = (success: string, failure: string) => ({ mutation: { meta: { success, failure } } });

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

  const renameCategory = (category: FoodCategory, values: CategoryValues, onFieldError?: (error: FieldError) => void) => {
    const foodCategoryName = values.foodCategoryName.trim();
    return succeeded(
      admin
        ? updateAnyCategory.mutateAsync({ id: category.categoryId, data: { foodCategoryName, restaurantId } })
        : updateOwnCategory.mutateAsync({ id: category.categoryId, data: { foodCategoryName } }),
      onFieldError,
    );
  };

  const saveFood = (values: FoodItemValues, tagCategories: FoodTagCategory[], item?: FoodItem | null) => {
    const form = toFoodItemForm(values, tagCategories);
    if (admin) {
      const data = { ...form, restaurantId };
      return succeeded(item ? updateAnyFood.mutateAsync({ id: item.foodId, data }) : createAnyFood.mutateAsync({ data }));
    }
    return succeeded(item ? updateOwnFood.mutateAsync({ id: item.foodId, data: form }) : createOwnFood.mutateAsync({ data: form }));
  };

  const deleteFood = (item: FoodItem) =>
    succeeded(admin ? deleteAnyFood.mutateAsync({ id: item.foodId }) : deleteOwnFood.mutateAsync({ id: item.foodId })).then(
      () => undefined,
    );

  return { createCategory, renameCategory, saveFood, deleteFood };
}
