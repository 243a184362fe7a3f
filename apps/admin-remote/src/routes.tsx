import type { ComponentType } from 'react';
import type { ScreenKeysOf } from '@console/remote-contract';
import { ScreenRoutes } from '@console/remote-domain';
import { adminPaths } from './paths';
import { RestaurantDetailScreen } from './features/restaurant-detail/restaurant-detail-screen';
import { RestaurantsScreen } from './features/restaurants/restaurants-screen';
import { RestaurantMergerScreen } from './features/restaurant-merger/restaurant-merger-screen';
import { AdminsScreen } from './features/admins/admins-screen';
import { RestaurantCategoriesScreen } from './features/restaurant-categories/restaurant-categories-screen';
import { ManageItemsScreen } from './features/manage-items/manage-items-screen';
import { ImportCsvScreen } from './features/import-csv/import-csv-screen';
import { ActivityScreen } from './features/activity/activity-screen';
import { ReleasesScreen } from './features/releases/releases-screen';
import { FoodTagsScreen } from './features/food-tags/food-tags-screen';

/** The Administration domain's screens, one per console map key of this remote. */
const SCREENS: Record<ScreenKeysOf<'admin'>, ComponentType> = {
  admins: AdminsScreen,
  restaurantCategories: RestaurantCategoriesScreen,
  foodTags: FoodTagsScreen,
  restaurants: RestaurantsScreen,
  restaurantDetail: RestaurantDetailScreen,
  restaurantMerger: RestaurantMergerScreen,
  manageItems: ManageItemsScreen,
  activity: ActivityScreen,
  importCsv: ImportCsvScreen,
  releases: ReleasesScreen,
};

export function AdminRoutes() {
  return <ScreenRoutes screens={SCREENS} paths={adminPaths} />;
}
