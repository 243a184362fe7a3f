import { getGetAllRestaurantsQueryKey, getGetRestaurantsQueryKey } from '@console/api-client/queries';

/**
 * The restaurant lists that creating, suspending, merging or importing restaurants makes stale (the
 * Restaurants screen's whole list and the merger's pages), wherever they are cached.
 */
export const STALE_AFTER_RESTAURANT_CHANGE = [getGetRestaurantsQueryKey(), getGetAllRestaurantsQueryKey()];
