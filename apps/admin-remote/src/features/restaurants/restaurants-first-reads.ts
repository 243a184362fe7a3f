import { WHOLE_LIST } from '@console/api-client';
import { getGetRestaurantsQueryOptions, type GetRestaurantsOrderBy, type RestaurantBulkMatching } from '@console/api-client/queries';
import type { ScreenAddress } from '@console/remote-domain';
import type { TableSort } from '@console/ui';
import { opensOnDefaultView } from '../../shared/default-view';

/** Sorted by name, A to Z, until the user picks. */
export const DEFAULT_RESTAURANT_SORT: TableSort = { id: 'restaurantName', desc: false };

/** What the list selects for its search, filters and order (the export takes the same). */
export const restaurantsSelected = (matching: RestaurantBulkMatching, order: TableSort) => ({
  ...matching,
  order_by: order.id as GetRestaurantsOrderBy,
  order_type: order.desc ? ('desc' as const) : ('asc' as const),
});

/** The list's call, as use-restaurants.ts makes it: the whole list (spec §7). */
export const restaurantsParams = (selected: ReturnType<typeof restaurantsSelected>) => ({ ...WHOLE_LIST, ...selected });

/**
 * What the Restaurants screen reads as it first draws from the sidebar (use-restaurants.ts): every
 * restaurant, no search or filter, by name. Opened on another view, it reads as it mounts; the categories
 * are read when the Add popup opens.
 */
export const restaurantsFirstReads = (at: ScreenAddress) =>
  opensOnDefaultView(at) ? [getGetRestaurantsQueryOptions(restaurantsParams(restaurantsSelected({}, DEFAULT_RESTAURANT_SORT)))] : [];
