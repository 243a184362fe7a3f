import {
  getAdminGetDealsQueryKey,
  getAdminGetFoodCategoriesQueryKey,
  getAdminGetFoodQueryKey,
  getAdminGetFoodsQueryKey,
  getGetAddressFoodsQueryKey,
  getGetDealsQueryKey,
  getGetFoodCategoriesQueryKey,
  getGetFoodQueryKey,
  getGetFoodReportsQueryKey,
  getGetFoodsQueryKey,
} from '@console/api-client/queries';

/**
 * Spec §4: after a category or an item is created, updated or deleted, the category list (with its
 * counts) reloads, and so does every list that shows menu items: both roles' menus, the items a deal
 * can use, the deals (their item names) and the reported items.
 */
export const STALE_AFTER_MENU_CHANGE = [
  getGetFoodCategoriesQueryKey(),
  getAdminGetFoodCategoriesQueryKey(),
  getGetFoodsQueryKey(),
  getAdminGetFoodsQueryKey(),
  getGetFoodQueryKey(),
  getAdminGetFoodQueryKey(),
  getGetAddressFoodsQueryKey(),
  getGetDealsQueryKey(),
  getAdminGetDealsQueryKey(),
  getGetFoodReportsQueryKey(),
];
