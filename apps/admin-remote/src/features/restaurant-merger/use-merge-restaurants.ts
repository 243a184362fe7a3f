import { useMergeRestaurants as useMergeRestaurantsCall } from '@console/api-client/queries';

/** Merges restaurants into a new one; resolves to the new restaurant's id, or undefined after a failure (shown). */
export function useMergeRestaurants() {
  const merge = useMergeRestaurantsCall({
    mutation: {
      meta: {
        success: 'Restaurants merged successfully',
        failure: 'Failed to merge Restaurant',
      },
    },
  });
  return (restaurantIds: number[], newRestaurantName: string) =>
    merge.mutateAsync({ data: { restaurantIds, newRestaurantName: newRestaurantName.trim() } }).then(
      (response) => response.restaurantId,
      () => undefined,
    );
}
