import {
  getGetMyRestaurantAddressesQueryOptions,
  getGetMyRestaurantDetailsQueryOptions,
  getGetRestaurantCategoriesQueryOptions,
} from '@console/api-client/queries';
import type { ScreenAddress } from '@console/remote-domain';

/** Spec §9: the locations table's page size. */
export const LOCATION_PAGE_SIZE = 10;

/** The params of one page of the locations table for the search's keywords (none: every location). */
export const locationPageParams = (page: number, keywords: string) => ({ page, size: LOCATION_PAGE_SIZE, keywords: keywords || undefined });

/**
 * What the owner's Restaurant Locations reads as it first draws, with the params its hooks use
 * (use-restaurant-account.ts, use-restaurant-locations.ts): the profile for the info panel, the
 * restaurant categories for its popup, and the first page of the locations. The table's page and search
 * come from the URL's `page` and `q` (useListState): with either there, the table reads on mount. Its
 * History view (`view=history`) is another screen, which reads on mount.
 */
export function restaurantLocationsFirstReads({ search }: ScreenAddress) {
  if (search.get('view') === 'history') return [];
  const profile = [getGetMyRestaurantDetailsQueryOptions(), getGetRestaurantCategoriesQueryOptions()];
  const listed = search.has('q') || search.has('page');
  return listed ? profile : [...profile, getGetMyRestaurantAddressesQueryOptions(locationPageParams(1, ''))];
}
