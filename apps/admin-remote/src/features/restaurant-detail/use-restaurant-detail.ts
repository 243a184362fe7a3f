import { useGetRestaurantDetails } from '@console/api-client/queries';

/**
 * The restaurant the detail page is about (its name and access status), from the same cached answer
 * the Locations tab reads. Spec §8: a detail fetch by id shows no message when it fails.
 */
export function useRestaurantDetail(restaurantId: number | null) {
  const details = useGetRestaurantDetails(restaurantId ?? 0, { query: { enabled: restaurantId !== null } });
  return details.data ?? null;
}
