import {
  getAdminGetDealsQueryKey,
  getGetAllRestaurantsQueryKey,
  getGetDealsQueryKey,
  getGetMyRestaurantAddressesQueryKey,
  getGetMyRestaurantDetailsQueryKey,
  getGetRestaurantAddressesQueryKey,
  getGetRestaurantDetailsQueryKey,
  getGetRestaurantsQueryKey,
  getGetAddressFoodsQueryKey,
} from '@console/api-client/queries';

/** The restaurant's profile as both roles read it: the panel, and the admin restaurant lists. */
export const STALE_AFTER_PROFILE_CHANGE = [
  getGetMyRestaurantDetailsQueryKey(),
  getGetRestaurantDetailsQueryKey(),
  getGetRestaurantsQueryKey(),
  getGetAllRestaurantsQueryKey(),
];

/**
 * A location change is seen in both roles' location lists, the panel's count, the admin lists' counts,
 * and the deals (a deal belongs to a location; deleting the location deletes its deals).
 */
export const STALE_AFTER_LOCATION_CHANGE = [
  ...STALE_AFTER_PROFILE_CHANGE,
  getGetMyRestaurantAddressesQueryKey(),
  getGetRestaurantAddressesQueryKey(),
  getGetDealsQueryKey(),
  getAdminGetDealsQueryKey(),
  getGetAddressFoodsQueryKey(),
];
