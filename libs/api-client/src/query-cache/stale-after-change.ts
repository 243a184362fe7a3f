import type { MutationKey, QueryKey } from '@tanstack/react-query';
import type * as generatedQueries from '../generated-queries';
import { getGetAdministratorsQueryKey } from '../generated-queries/administrators/administrators';
import {
  getAdminGetDealQueryKey,
  getAdminGetDealsQueryKey,
  getGetDealQueryKey,
  getGetDealsQueryKey,
} from '../generated-queries/deals/deals';
import { getAdminGetFoodCategoriesQueryKey, getGetFoodCategoriesQueryKey } from '../generated-queries/food-categories/food-categories';
import {
  getAdminGetFoodQueryKey,
  getAdminGetFoodsQueryKey,
  getAdminGetFoodTagCategoriesQueryKey,
  getGetAddressFoodsQueryKey,
  getGetFoodQueryKey,
  getGetFoodsQueryKey,
  getGetFoodTagCategoriesQueryKey,
} from '../generated-queries/food-items/food-items';
import { getGetFoodTagsQueryKey } from '../generated-queries/food-tags/food-tags';
import { getGetFoodReportsQueryKey } from '../generated-queries/food-reports/food-reports';
import { getGetMyRestaurantAddressesQueryKey, getGetMyRestaurantDetailsQueryKey } from '../generated-queries/my-restaurant/my-restaurant';
import { getGetNotificationsQueryKey } from '../generated-queries/notifications/notifications';
import {
  getGetDeploymentManifestQueryKey,
  getGetReleaseHistoryQueryKey,
  getGetReleaseStateQueryKey,
} from '../generated-queries/releases/releases';
import {
  getAdminGetRestaurantCategoriesQueryKey,
  getGetRestaurantCategoriesQueryKey,
} from '../generated-queries/restaurant-categories/restaurant-categories';
import {
  getGetAllRestaurantsQueryKey,
  getGetRestaurantAddressesQueryKey,
  getGetRestaurantDetailsQueryKey,
  getGetRestaurantsQueryKey,
} from '../generated-queries/restaurants/restaurants';
import { getListServiceTokensQueryKey } from '../generated-queries/service-tokens/service-tokens';

/** A change in the contract, by its operation name: the mutation key its generated hook carries. */
export type ChangeName = {
  [Export in keyof typeof generatedQueries]: Export extends `get${infer Name}MutationOptions` ? Uncapitalize<Name> : never;
}[keyof typeof generatedQueries];

// Each query is named by its generated key made without parameters: every cached answer of that call
// goes stale, whatever its search or page, and a key without its path id stands for every id.

/** The restaurant lists an administrator reads: the Restaurants screen's whole list and the merger's pages. */
const RESTAURANT_LISTS = [getGetRestaurantsQueryKey(), getGetAllRestaurantsQueryKey()];

/** A restaurant's profile as both roles read it (the info panel), and the restaurant lists that show it. */
const RESTAURANT_PROFILE = [getGetMyRestaurantDetailsQueryKey(), getGetRestaurantDetailsQueryKey(), ...RESTAURANT_LISTS];

/** Both roles' deal lists. */
const DEAL_LISTS = [getGetDealsQueryKey(), getAdminGetDealsQueryKey()];

/** A deal is seen in both roles' deal lists and in any deal opened for editing. */
const DEALS = [...DEAL_LISTS, getGetDealQueryKey(), getAdminGetDealQueryKey()];

/**
 * A location is seen in both roles' location lists, the profile's count and the restaurant lists'
 * counts, and the deals (a deal belongs to a location; deleting the location deletes its deals) with
 * the items a deal at that location can use.
 */
const LOCATIONS = [
  ...RESTAURANT_PROFILE,
  getGetMyRestaurantAddressesQueryKey(),
  getGetRestaurantAddressesQueryKey(),
  ...DEAL_LISTS,
  getGetAddressFoodsQueryKey(),
];

/** Both roles' menu item lists. */
const MENU_ITEM_LISTS = [getGetFoodsQueryKey(), getAdminGetFoodsQueryKey()];

/**
 * Spec §4: after a menu category or item changes, the category list (with its counts) reloads, and so
 * does every list that shows menu items: both roles' menus, the items a deal can use, the deals (their
 * item names) and the reported items.
 */
const MENU = [
  getGetFoodCategoriesQueryKey(),
  getAdminGetFoodCategoriesQueryKey(),
  ...MENU_ITEM_LISTS,
  getGetFoodQueryKey(),
  getAdminGetFoodQueryKey(),
  getGetAddressFoodsQueryKey(),
  ...DEAL_LISTS,
  getGetFoodReportsQueryKey(),
];

/** A restaurant category is seen in both category lists and in the restaurants list (its names). */
const RESTAURANT_CATEGORIES = [
  getAdminGetRestaurantCategoriesQueryKey(),
  getGetRestaurantCategoriesQueryKey(),
  getGetRestaurantsQueryKey(),
];

/** The food tag vocabulary: the Food Tags screen's list and both roles' menu item forms. */
const FOOD_TAGS = [getGetFoodTagsQueryKey(), getGetFoodTagCategoriesQueryKey(), getAdminGetFoodTagCategoriesQueryKey()];

const NOTHING: readonly QueryKey[] = [];

/** What /deployment.json and the release state's reads answer: every change of the releases moves them. */
const RELEASE_STATE = [getGetDeploymentManifestQueryKey(), getGetReleaseStateQueryKey(), getGetReleaseHistoryQueryKey()];

/**
 * Which cached answers each change makes stale, once for every remote (spec §4: lists reload after a
 * change). Every change of the contract is here, so a new one cannot forget to say what it refreshes.
 */
export const STALE_AFTER_CHANGE: Record<ChangeName, readonly QueryKey[]> = {
  // Accounts and signing in: nothing cached is shown to another screen.
  login: NOTHING,
  logout: NOTHING,
  forgotPassword: NOTHING,
  resetPassword: NOTHING,
  changePassword: NOTHING,
  // The theme is the session's user's (the top bar keeps it there), not a cached answer.
  changeTheme: NOTHING,
  deleteAccount: NOTHING,
  // Deleting the owner's restaurant signs them out; the session forgets the cache.
  deleteMyRestaurant: NOTHING,
  reportRemoteLoad: NOTHING,
  reportReleaseSignals: NOTHING,
  issueReleaseSignalPageToken: NOTHING,
  // The release state (the Releases screen's approve and abort, the release tool's changes and tick).
  changeReleaseState: RELEASE_STATE,
  approveRollingRelease: RELEASE_STATE,
  abortRollingRelease: RELEASE_STATE,
  tickRollingReleases: RELEASE_STATE,

  createAdministrator: [getGetAdministratorsQueryKey()],
  deleteAdministrator: [getGetAdministratorsQueryKey()],

  createRestaurant: RESTAURANT_LISTS,
  // The detail page shows the status too.
  changeRestaurantStatus: [getGetRestaurantDetailsQueryKey(), ...RESTAURANT_LISTS],
  bulkChangeRestaurantStatus: [getGetRestaurantDetailsQueryKey(), ...RESTAURANT_LISTS],
  mergeRestaurants: RESTAURANT_LISTS,
  // A preview changes nothing.
  previewMergeRestaurants: NOTHING,
  importRestaurantsFromCsv: RESTAURANT_LISTS,

  updateRestaurant: RESTAURANT_PROFILE,
  adminUpdateRestaurant: RESTAURANT_PROFILE,
  // An image may be a location's.
  deleteRestaurantImage: LOCATIONS,
  adminDeleteRestaurantImage: LOCATIONS,
  createRestaurantLocation: LOCATIONS,
  adminCreateRestaurantLocation: LOCATIONS,
  updateRestaurantLocation: LOCATIONS,
  adminUpdateRestaurantLocation: LOCATIONS,
  deleteRestaurantLocation: LOCATIONS,
  adminDeleteRestaurantLocation: LOCATIONS,

  createRestaurantCategory: RESTAURANT_CATEGORIES,
  updateRestaurantCategory: RESTAURANT_CATEGORIES,
  deleteRestaurantCategory: RESTAURANT_CATEGORIES,

  createFoodCategory: MENU,
  adminCreateFoodCategory: MENU,
  updateFoodCategory: MENU,
  adminUpdateFoodCategory: MENU,
  createFood: MENU,
  adminCreateFood: MENU,
  updateFood: MENU,
  adminUpdateFood: MENU,
  deleteFood: MENU,
  adminDeleteFood: MENU,
  bulkDeleteFoods: MENU,
  adminBulkDeleteFoods: MENU,
  // What a bulk delete would do, asked for its confirmation: nothing changes.
  previewBulkDeleteFoods: NOTHING,
  adminPreviewBulkDeleteFoods: NOTHING,
  bulkMoveFoods: MENU,
  adminBulkMoveFoods: MENU,
  // The imported items join both roles' menus.
  importFoodsFromCsv: MENU_ITEM_LISTS,

  createFoodTagCategory: FOOD_TAGS,
  createFoodTag: FOOD_TAGS,
  changeFoodTagStatus: FOOD_TAGS,
  // The items that carry a renamed tag carry its new name.
  updateFoodTag: [...FOOD_TAGS, ...MENU],

  createDeal: DEALS,
  adminCreateDeal: DEALS,
  updateDeal: DEALS,
  adminUpdateDeal: DEALS,
  changeDealStatus: DEALS,
  adminChangeDealStatus: DEALS,
  bulkChangeDealStatus: DEALS,
  adminBulkChangeDealStatus: DEALS,
  removeDeal: DEALS,
  adminRemoveDeal: DEALS,

  ignoreFoodReport: [getGetFoodReportsQueryKey()],
  removeReportedFood: [getGetFoodReportsQueryKey()],
  bulkIgnoreFoodReports: [getGetFoodReportsQueryKey()],
  bulkRemoveReportedFoods: [getGetFoodReportsQueryKey()],

  sendNotification: [getGetNotificationsQueryKey()],

  // The Releases screen's service tokens (a made one is listed, a revoked one shows when).
  createServiceToken: [getListServiceTokensQueryKey()],
  revokeServiceToken: [getListServiceTokensQueryKey()],
};

/** What the change with this mutation key makes stale; nothing for a key the contract does not name. */
export function staleAfter(mutationKey: MutationKey | undefined): readonly QueryKey[] {
  const name = mutationKey?.[0];
  return typeof name === 'string' && Object.hasOwn(STALE_AFTER_CHANGE, name) ? STALE_AFTER_CHANGE[name as ChangeName] : NOTHING;
}
