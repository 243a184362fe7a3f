import type { ScreenKeysOf } from '@console/remote-contract';
import { createDomainLifecycles, type ScreenFirstReads } from '@console/remote-domain';
import { activityFirstReads } from './features/activity/activity-first-reads';
import { adminsFirstReads } from './features/admins/admins-first-reads';
import { foodTagsFirstReads } from './features/food-tags/food-tags-first-reads';
import { manageItemsFirstReads } from './features/manage-items/manage-items-first-reads';
import { releasesFirstReads } from './features/releases/releases-first-reads';
import { restaurantCategoriesFirstReads } from './features/restaurant-categories/restaurant-categories-first-reads';
import { restaurantMergerFirstReads } from './features/restaurant-merger/restaurant-merger-first-reads';
import { restaurantsFirstReads } from './features/restaurants/restaurants-first-reads';
import { AdminRoutes } from './routes';

/**
 * What the domain's sidebar screens read as they first draw, started before they mount. Import CSV reads
 * nothing until a file is sent; the restaurant detail has no sidebar entry.
 */
const firstReads: ScreenFirstReads<ScreenKeysOf<'admin'>> = {
  admins: adminsFirstReads,
  restaurantCategories: restaurantCategoriesFirstReads,
  foodTags: foodTagsFirstReads,
  restaurants: restaurantsFirstReads,
  restaurantMerger: restaurantMergerFirstReads,
  manageItems: manageItemsFirstReads,
  activity: activityFirstReads,
  releases: releasesFirstReads,
};

/** The one module this remote exposes: the Administration domain as single-spa parcel lifecycles. */
export const { bootstrap, mount, unmount, update, contractVersion, prefetch } = createDomainLifecycles(AdminRoutes, { firstReads });
