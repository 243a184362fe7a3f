import { WHOLE_LIST } from '@console/api-client';
import { getAdminGetRestaurantCategoriesQueryOptions } from '@console/api-client/queries';
import type { ScreenAddress } from '@console/remote-domain';
import { opensOnDefaultView } from '../../shared/default-view';

/** What the category list selects for a search (the export takes the same). */
export const restaurantCategoriesSelected = (keywords: string) => ({ keywords: keywords || undefined });

/** The list's call, as use-restaurant-categories.ts makes it: the whole list (sorted in the page). */
export const restaurantCategoriesParams = (selected: ReturnType<typeof restaurantCategoriesSelected>) => ({ ...WHOLE_LIST, ...selected });

/**
 * What the Restaurant Category screen reads as it first draws from the sidebar (use-restaurant-categories.ts):
 * every category, no search. Opened on another view, it reads as it mounts.
 */
export const restaurantCategoriesFirstReads = (at: ScreenAddress) =>
  opensOnDefaultView(at) ? [getAdminGetRestaurantCategoriesQueryOptions(restaurantCategoriesParams(restaurantCategoriesSelected('')))] : [];
