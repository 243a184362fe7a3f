/** The Administration domain's routes, relative to the shell's route base ('/dashboard'). */
export const adminPaths = {
  admins: 'admin',
  restaurants: 'restaurant',
  restaurantDetail: 'restaurant-location-owner/view-detail/:restaurantId',
  restaurantCategories: 'restaurant-category',
  manageItems: 'manage-items',
  restaurantMerger: 'restaurant-merger',
  importCsv: 'import-csv-file',
  activity: 'activity',
  releases: 'releases',
  foodTags: 'food-tags',
} as const;

/** The detail's Menu tab id (spec §2), chosen by `?tab=` (restaurant-detail-tabs.tsx). */
export const MENU_TAB_ID = 'menu-tab';

/** Links inside the domain; absolute within the domain's router (its basename is '/dashboard'). */
export const adminHref = {
  restaurants: () => `/${adminPaths.restaurants}`,
  restaurantMerger: () => `/${adminPaths.restaurantMerger}`,
  manageItems: () => `/${adminPaths.manageItems}`,
  restaurantDetail: (restaurantId: number | string) => `/restaurant-location-owner/view-detail/${restaurantId}`,
  /** The restaurant's Menu tab with one item shown: the menu screen opens its section and highlights it (`?item=`). */
  restaurantMenuItem: (restaurantId: number | string, foodId: number | string) =>
    `${adminHref.restaurantDetail(restaurantId)}?${new URLSearchParams({ tab: MENU_TAB_ID, item: String(foodId) })}`,
};
