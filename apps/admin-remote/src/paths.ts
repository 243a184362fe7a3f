import { generatePath } from 'react-router';
import { screenPathsOf } from '@console/remote-contract';

/** The Administration domain's routes (the console map's), relative to the shell's route base ('/dashboard'). */
export const adminPaths = screenPathsOf('admin');

/** The detail's Menu tab id (spec §2), chosen by `?tab=` (restaurant-detail-tabs.tsx). */
export const MENU_TAB_ID = 'menu-tab';

/** Links inside the domain; absolute within the domain's router (its basename is '/dashboard'). */
export const adminHref = {
  restaurants: () => `/${adminPaths.restaurants}`,
  restaurantMerger: () => `/${adminPaths.restaurantMerger}`,
  manageItems: () => `/${adminPaths.manageItems}`,
  restaurantDetail: (restaurantId: number | string) =>
    `/${generatePath(adminPaths.restaurantDetail, { restaurantId: String(restaurantId) })}`,
  /** The restaurant's Menu tab with one item shown: the menu screen opens its section and highlights it (`?item=`). */
  restaurantMenuItem: (restaurantId: number | string, foodId: number | string) =>
    `${adminHref.restaurantDetail(restaurantId)}?${new URLSearchParams({ tab: MENU_TAB_ID, item: String(foodId) })}`,
};
