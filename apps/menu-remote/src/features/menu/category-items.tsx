import { useEffect } from 'react';
import type { RestaurantScope } from '@console/remote-contract';
import { Button, Loader } from '@console/ui';
import { ItemList, type ItemActions } from './category-section';
import { useCategoryFoods } from './use-category-foods';

/** Browsing: the category's pages from the server, 'Load More' while more exist. */
export function CategoryItems({
  scope,
  categoryId,
  label,
  ...actions
}: { scope: RestaurantScope; categoryId: number; label: string } & ItemActions) {
  const foods = useCategoryFoods(scope, categoryId);
  const linkedId = actions.highlight?.foodId;
  const linkedMissing = linkedId !== undefined && foods.items !== null && !foods.items.some((item) => item.foodId === linkedId);
  const { hasMore, loadingMore, loadMore } = foods;
  // A linked item on a later page: the pages before it load, as Load More would, until it is there.
  useEffect(() => {
    if (linkedMissing && hasMore && !loadingMore) loadMore();
  }, [linkedMissing, hasMore, loadingMore, loadMore]);

  if (!foods.items) return foods.loading ? <Loader /> : null;
  return (
    <ItemList categoryId={categoryId} label={label} items={foods.items} {...actions}>
      {foods.hasMore ? (
        <Button variant="link" onClick={foods.loadMore} busy={foods.loadingMore} busyLabel="Loading...">
          Load More
        </Button>
      ) : null}
    </ItemList>
  );
}
