import { useCallback } from 'react';
import {
  getAdminGetFoodsQueryKey,
  getGetFoodsQueryKey,
  loadMorePages,
  useAdminGetFoodsInfinite,
  useGetFoodsInfinite,
} from '@console/api-client/queries';
import { isAdminScope, type RestaurantScope } from '@console/remote-contract';

/** Spec §9: menu items per category page. */
export const MENU_PAGE_SIZE = 10;

/** One category's items, a page of 10 at a time ('Load More'), fetched when its section first opens (§4). */
export function useCategoryFoods(scope: RestaurantScope, categoryId: number) {
  const admin = isAdminScope(scope);
  const restaurantId = scope.restaurantId ?? 0;
  const params = { size: MENU_PAGE_SIZE, food_category_ids: [categoryId] };
  const meta = { failure: 'Failed to get Menu Items' };
  const own = useGetFoodsInfinite(params, { query: { ...loadMorePages(getGetFoodsQueryKey(params)), enabled: !admin, meta } });
  const any = useAdminGetFoodsInfinite(restaurantId, params, {
    query: { ...loadMorePages(getAdminGetFoodsQueryKey(restaurantId, params)), enabled: admin, meta },
  });
  const pages = admin ? any : own;
  const { fetchNextPage } = pages;
  return {
    items: pages.data?.pages.flatMap((page) => page.foods) ?? null,
    loading: pages.isPending,
    hasMore: Boolean(pages.hasNextPage),
    loadingMore: pages.isFetchingNextPage,
    // Stable, so an effect that loads pages on its own (a linked item) runs only when what it reads changes.
    loadMore: useCallback(() => void fetchNextPage(), [fetchNextPage]),
  };
}
