import type { FoodItemDeal } from '@console/api-client';
import { useAdminGetFood, useGetFood } from '@console/api-client/queries';
import { isAdminScope, type RestaurantScope } from '@console/remote-contract';

/** The current deals a delete would take the item out of, read now; null while read (or when that failed). */
export interface CurrentDeals {
  deals: FoodItemDeal[] | null;
  failed: boolean;
}

/**
 * The item's current deals, from its own read (get-food, or the admin twin), fetched again on opening so a
 * confirmation never names the deals as an earlier read saw them. A detail fetch is silent (spec §8).
 */
export function useCurrentDeals(scope: RestaurantScope, foodId: number): CurrentDeals {
  const admin = isAdminScope(scope);
  const fresh = { refetchOnMount: 'always' as const };
  const own = useGetFood(foodId, { query: { enabled: !admin, ...fresh } });
  const any = useAdminGetFood(foodId, { query: { enabled: admin, ...fresh } });
  const answer = admin ? any : own;
  const ready = answer.isSuccess && !answer.isFetching;
  return { deals: ready ? (answer.data.food.currentDeals ?? []) : null, failed: answer.isError };
}
