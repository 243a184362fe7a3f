import { useSearchParams } from 'react-router';
import { useAdminGetFood, useGetFood } from '@console/api-client/queries';
import { isAdminScope, type RestaurantScope } from '@console/remote-contract';
import { WITHOUT_CATEGORY_ID } from './menu-categories';

/** The item a link points at (`?item=<foodId>`, e.g. Manage Items' pencil), and the category it is in. */
export interface LinkedItem {
  foodId: number;
  /** Its category, once get-food has answered; null until then. */
  categoryId: number | null;
  /** Not on this restaurant's menu (deleted, or another restaurant's). */
  missing: boolean;
  /** Just added from this screen (not a link): shown the same way, marked as new. */
  added?: boolean;
}

/**
 * The menu item named by the URL's `item` parameter: get-food gives its category, so the screen can open
 * that section and load its pages until the item shows. A detail fetch is silent (spec §8).
 */
export function useLinkedItem(scope: RestaurantScope): LinkedItem | null {
  const admin = isAdminScope(scope);
  const [params] = useSearchParams();
  const foodId = Number(params.get('item'));
  const valid = Number.isInteger(foodId) && foodId > 0;
  const own = useGetFood(foodId, { query: { enabled: valid && !admin } });
  const any = useAdminGetFood(foodId, { query: { enabled: valid && admin } });
  const answer = admin ? any : own;
  if (!valid) return null;
  const food = answer.data?.food;
  const elsewhere = Boolean(food && scope.restaurantId !== undefined && food.restaurant.restaurantId !== scope.restaurantId);
  return {
    foodId,
    categoryId: food && !elsewhere ? (food.foodCategory?.categoryId ?? WITHOUT_CATEGORY_ID) : null,
    missing: answer.isError || elsewhere,
  };
}
