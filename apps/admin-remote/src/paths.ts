/** The Administration domain's routes, relative to the shell's route base ('/dashboard'). */
export const adminPaths = {
  admins: 'admin',
  restaurants: 'restaurant',
  restaurantDetail: 'restaurant-location-owner/view-detail/:restaurantId',
  restaurantCategories: 'restaurant-category',
  manageItems: 'manage-items',
  restaurantMerger: 'restaurant-merger',
  importCsv: 'import-csv-file',
} as const;

/** Links inside the domain; absolute within the domain's router (its basename is '/dashboard'). */
export const adminHref = {
  restaurants: () => `/${adminPaths.restaurants}`,
  restaurantMerger: () => `/${adminPaths.restaurantMerger}`,
  restaurantDetail: (restaurantId: number | string) => `/restaurant-location-owner/view-detail/${restaurantId}`,
};
