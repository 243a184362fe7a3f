import {
  succeeded,
  useAdminBulkDeleteFoods,
  useAdminBulkMoveFoods,
  useAdminPreviewBulkDeleteFoods,
  useBulkDeleteFoods,
  useBulkMoveFoods,
  usePreviewBulkDeleteFoods,
  type BulkFoodsRequest,
  type FoodBulkMatching,
} from '@console/api-client/queries';
import { isAdminScope, type RestaurantScope } from '@console/remote-contract';
import { countOf, type BulkSelection } from '@console/ui';

/** How many items a call was about: the ids sent, or the count confirmed. */
const countIn = (variables: unknown) => {
  const { ids, expectedCount } = (variables as { data: BulkFoodsRequest }).data;
  return ids?.length ?? expectedCount ?? 0;
};

const deletedFallback = (variables: unknown) => {
  const count = countIn(variables);
  return count === 1 ? 'Food Item deleted successfully' : `${countOf(count, 'food item', 'food items')} deleted successfully`;
};

const movedFallback = (variables: unknown) => `${countOf(countIn(variables), 'food item', 'food items')} moved successfully`;

/**
 * Delete or Move to category for the selected menu items, one call each (all or nothing), through the
 * owner's calls or, in the admin restaurant detail, their admin twins; each resolves to whether it went through.
 * `matching` is the menu's search and category filter, for a selection of every matching item.
 */
export function useMenuBulk(scope: RestaurantScope, matching: FoodBulkMatching) {
  const admin = isAdminScope(scope);
  const restaurantId = scope.restaurantId ?? 0;
  const deleteOptions = { mutation: { meta: { success: deletedFallback, failure: 'Failed to delete Food Item' } } };
  const moveOptions = { mutation: { meta: { success: movedFallback, failure: 'Failed to update Food Item' } } };
  const deleteOwn = useBulkDeleteFoods(deleteOptions);
  const deleteAny = useAdminBulkDeleteFoods(deleteOptions);
  const moveOwn = useBulkMoveFoods(moveOptions);
  const moveAny = useAdminBulkMoveFoods(moveOptions);
  // Silent: the confirmation says when the deals could not be read.
  const previewOwn = usePreviewBulkDeleteFoods();
  const previewAny = useAdminPreviewBulkDeleteFoods();

  const rowsOf = (selection: BulkSelection): BulkFoodsRequest =>
    'ids' in selection ? { ids: selection.ids.map(Number) } : { matching, expectedCount: selection.expectedCount };

  return {
    /** The current deals a delete of the selection would change; null when that could not be read. */
    previewDelete: (selection: BulkSelection) => {
      const data = rowsOf(selection);
      return (admin ? previewAny.mutateAsync({ id: restaurantId, data }) : previewOwn.mutateAsync({ data })).then(
        (preview) => preview.currentDeals,
        () => null,
      );
    },
    deleteMany: (selection: BulkSelection) => {
      const data = rowsOf(selection);
      return succeeded(admin ? deleteAny.mutateAsync({ id: restaurantId, data }) : deleteOwn.mutateAsync({ data }));
    },
    moveMany: (selection: BulkSelection, foodCategoryId: number) => {
      const data = { ...rowsOf(selection), foodCategoryId };
      return succeeded(admin ? moveAny.mutateAsync({ id: restaurantId, data }) : moveOwn.mutateAsync({ data }));
    },
  };
}
