import type {
  AddressCreatedResponse,
  AddressListResponse,
  AdminDeleteRestaurantImageHeaders,
  AdminDeleteRestaurantLocationHeaders,
  AdminRestaurantLocationForm,
  AdminRestaurantProfileForm,
  AdminUpdateRestaurantHeaders,
  AdminUpdateRestaurantLocationHeaders,
  BulkChangeRestaurantStatusRequest,
  BulkDoneResponse,
  ChangeRestaurantStatusHeaders,
  ChangeRestaurantStatusRequest,
  CreateRestaurantRequest,
  CsvExportResponse,
  ExportAllRestaurantsParams,
  ExportRestaurantAddressesParams,
  ExportRestaurantsParams,
  GetAllRestaurantsParams,
  GetRestaurantAddressesParams,
  GetRestaurantsParams,
  MergePreview,
  MergeRestaurantsRequest,
  MessageOnlyResponse,
  RestaurantCreatedResponse,
  RestaurantDetailsResponse,
  RestaurantListResponse
} from '.././model';

import { apiRequest } from '../../http/api-request';


type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];


  /**
 * `searchQuery` and `keywords` both filter by restaurant name or email (the list screen sends
`searchQuery`; when both are sent they must both match). `account_status` (not shown by the
console spec) keeps only approved or only suspended restaurants. `location_precision` (not shown by
the console spec) set to `approximate` keeps only restaurants with at least one location whose
coordinates are coarser than street level (a ZIP or a city centre), so they can be fixed. The
screen asks page 1, size 999999.

 * @summary List restaurant accounts for the Restaurants screen
 */
export const getRestaurants = (
    params?: GetRestaurantsParams,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<RestaurantListResponse>(
      {url: `/admin/restaurant/get-restaurants`, method: 'GET',
        params
    },
      options);
    }
  /**
 * The same list and sorts as getRestaurants; the merger screen sends no sort.
 * @summary List restaurant accounts page by page (the Restaurant Merger screen, size 30)
 */
export const getAllRestaurants = (
    params?: GetAllRestaurantsParams,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<RestaurantListResponse>(
      {url: `/admin/restaurant/get-all-restaurants`, method: 'GET',
        params
    },
      options);
    }
  /**
 * Not shown by the console spec. The same filters, search and order as getRestaurants (each filter
with or without searchQuery), every matching restaurant (no paging), as CSV (see CsvExport):
`Restaurant ID,Restaurant Name,Restaurant Category,Restaurant Email,Location,Status` (categories
joined by ", " or N/A as the screen shows them; Location is the number of locations; Status in the
list badge's words: Active for an approved restaurant, or Suspended). The file is
`restaurants-YYYY-MM-DD.csv`.

 * @summary Every restaurant the Restaurants screen's search and filters select, as CSV
 */
export const exportRestaurants = (
    params?: ExportRestaurantsParams,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<CsvExportResponse>(
      {url: `/admin/restaurant/export-restaurants`, method: 'GET',
        params
    },
      options);
    }
  /**
 * Not shown by the console spec. The same `keywords` and order as getAllRestaurants, every matching
restaurant (no paging), with the columns of exportRestaurants. The file is
`restaurants-YYYY-MM-DD.csv`.

 * @summary Every restaurant the Restaurant Merger's search selects, as CSV
 */
export const exportAllRestaurants = (
    params?: ExportAllRestaurantsParams,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<CsvExportResponse>(
      {url: `/admin/restaurant/export-all-restaurants`, method: 'GET',
        params
    },
      options);
    }
  /**
 * Not shown by the console spec. What changeRestaurantStatus does, for every selected restaurant, in one
transaction (see BulkChangeRestaurantStatusRequest for the selection): a suspended owner's sessions end
as they do for one. Restaurants that already have the status count and are left as they are.
Messages: for one restaurant the single call's ('Restaurant Suspended successfully', 'Restaurant
Approved successfully'), for more '12 restaurants suspended successfully' or '12 restaurants approved
successfully' (the count with thousands separators). 404 'Restaurant 123 not found' when a selected id
is not a restaurant (nothing changes); 409 when `matching` no longer selects `expectedCount`
restaurants ('The selection changed: 1,204 restaurants match now, not 1,200. Review it and try
again.'). One activity event with the counts and ids.

 * @summary Approve or suspend many restaurants at once
 */
export const bulkChangeRestaurantStatus = (
    bulkChangeRestaurantStatusRequest: BulkChangeRestaurantStatusRequest,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<BulkDoneResponse>(
      {url: `/admin/restaurant/bulk-change-status`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: bulkChangeRestaurantStatusRequest
    },
      options);
    }
  /**
 * The new restaurant takes over the sources' locations, images, menus and deals; the sources are
deleted. Can take several minutes, so clients set no timeout. The console has also been seen
sending PUT or PATCH; POST is the one method (it creates a restaurant).
Fallback on failure 'Failed to merge Restaurant'.

The merge does what previewMergeRestaurants answered for the same request, and nothing else: the
request carries each restaurant's `version` from the preview (`restaurantVersions`) and the
preview's `previewDigest`. A restaurant at another version now answers 412 (VersionConflict naming
who changed it and when; `current` is its restaurant list row), and a preview that would now say
something else (a location, menu item, deal, image or owner added or removed since) answers 409;
either way nothing is merged. A request without `restaurantVersions` comes from a release that
predates versions: as a change without If-Match, the API's `API_IF_MATCH` setting decides
(`optional`: merged, answered with a `Deprecation` header; `required`: 428). The merged restaurant
keeps 'Suspended' when any restaurant merged was suspended, unless a super admin sends
`accountStatus` (an administrator sending it gets 403). Its History records which restaurants were
merged, what moved, which owner logins were removed and the resulting access status.

 * @summary Merge two or more restaurants into one new restaurant
 */
export const mergeRestaurants = (
    mergeRestaurantsRequest: MergeRestaurantsRequest,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<RestaurantCreatedResponse>(
      {url: `/admin/restaurant/merge-restaurants`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: mergeRestaurantsRequest
    },
      options);
    }
  /**
 * Changes nothing (POST only because it takes the merge's own request; `restaurantVersions` and
`previewDigest` are not read). Answers what mergeRestaurants would do now with the same request:
the resulting name, what moves (locations, menu items, deals, images, with the first names), the
menu categories and restaurant categories the result has, which owner logins are removed (by email)
and which one is kept, and the resulting access status. The merge popup shows it as its
confirmation and sends its versions and `previewDigest` with the merge. Same roles and rules as the
merge, `accountStatus` included (403 for an administrator). Fallback on failure 'Failed to merge Restaurant'.

 * @summary What merging these restaurants would do, before anything is done
 */
export const previewMergeRestaurants = (
    mergeRestaurantsRequest: MergeRestaurantsRequest,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<MergePreview>(
      {url: `/admin/restaurant/preview-merge-restaurants`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: mergeRestaurantsRequest
    },
      options);
    }
  /**
 * Method shown by the console spec (POST). Fallback on failure 'Failed to create Restaurant'.
 * @summary Create a restaurant owner account with its restaurant and first locations
 */
export const createRestaurant = (
    createRestaurantRequest: CreateRestaurantRequest,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<RestaurantCreatedResponse>(
      {url: `/admin/restaurant/create-restaurant`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: createRestaurantRequest
    },
      options);
    }
  /**
 * Method not shown by the console spec; PATCH (a status change). `restaurant_id` in the body repeats
the path id (400 when they differ). A suspended owner cannot sign in. Messages 'Restaurant
Suspended successfully' or 'Restaurant Approved successfully'; fallback 'Failed, Please try again Later'.

 * @summary Approve or suspend a restaurant's access
 */
export const changeRestaurantStatus = (
    id: number,
    changeRestaurantStatusRequest: ChangeRestaurantStatusRequest,
    headers: ChangeRestaurantStatusHeaders,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<MessageOnlyResponse>(
      {url: `/admin/restaurant/change-status/${id}`, method: 'PATCH',
      headers: {'Content-Type': 'application/json', ...headers},
      data: changeRestaurantStatusRequest
    },
      options);
    }
  /**
 * Method not shown by the console spec; GET (a read).
 * @summary One restaurant with its account email and status
 */
export const getRestaurantDetails = (
    id: number,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<RestaurantDetailsResponse>(
      {url: `/admin/restaurant/get-restaurant-details/${id}`, method: 'GET'
    },
      options);
    }
  /**
 * Method not shown by the console spec; POST (a create). Fallback 'Failed to create Restaurant Location'.
 * @summary Add a location (address, phone, images) to any restaurant
 */
export const adminCreateRestaurantLocation = (
    adminRestaurantLocationForm: AdminRestaurantLocationForm,
 options?: SecondParameter<typeof apiRequest>,) => {const formData = new FormData();
formData.append(`restaurantId`, adminRestaurantLocationForm.restaurantId.toString())
formData.append(`streetAddress`, adminRestaurantLocationForm.streetAddress)
if(adminRestaurantLocationForm.country !== undefined) {
 formData.append(`country`, adminRestaurantLocationForm.country)
 }
if(adminRestaurantLocationForm.state !== undefined) {
 formData.append(`state`, adminRestaurantLocationForm.state)
 }
if(adminRestaurantLocationForm.city !== undefined) {
 formData.append(`city`, adminRestaurantLocationForm.city)
 }
if(adminRestaurantLocationForm.zipCode !== undefined) {
 formData.append(`zipCode`, adminRestaurantLocationForm.zipCode)
 }
formData.append(`latitude`, adminRestaurantLocationForm.latitude.toString())
formData.append(`longitude`, adminRestaurantLocationForm.longitude.toString())
if(adminRestaurantLocationForm.locationPrecision !== undefined) {
 formData.append(`locationPrecision`, adminRestaurantLocationForm.locationPrecision)
 }
if(adminRestaurantLocationForm.locationSource !== undefined) {
 formData.append(`locationSource`, adminRestaurantLocationForm.locationSource)
 }
formData.append(`phoneCountryCode`, adminRestaurantLocationForm.phoneCountryCode)
formData.append(`phoneNumber`, adminRestaurantLocationForm.phoneNumber)
if(adminRestaurantLocationForm.restaurantImages !== undefined) {
 adminRestaurantLocationForm.restaurantImages.forEach(value => formData.append(`restaurantImages`, value));
 }

      return apiRequest<AddressCreatedResponse>(
      {url: `/admin/restaurant/create-restaurant-location`, method: 'POST',
      headers: {'Content-Type': 'multipart/form-data', },
       data: formData
    },
      options);
    }
  /**
 * Method not shown by the console spec; PATCH (an update). The form carries every field, so
absent optional fields are cleared. Fallback 'Failed to update Restaurant Location'.

 * @summary Update a location of any restaurant; sent images are added to the location's set
 */
export const adminUpdateRestaurantLocation = (
    id: number,
    adminRestaurantLocationForm: AdminRestaurantLocationForm,
    headers: AdminUpdateRestaurantLocationHeaders,
 options?: SecondParameter<typeof apiRequest>,) => {const formData = new FormData();
formData.append(`restaurantId`, adminRestaurantLocationForm.restaurantId.toString())
formData.append(`streetAddress`, adminRestaurantLocationForm.streetAddress)
if(adminRestaurantLocationForm.country !== undefined) {
 formData.append(`country`, adminRestaurantLocationForm.country)
 }
if(adminRestaurantLocationForm.state !== undefined) {
 formData.append(`state`, adminRestaurantLocationForm.state)
 }
if(adminRestaurantLocationForm.city !== undefined) {
 formData.append(`city`, adminRestaurantLocationForm.city)
 }
if(adminRestaurantLocationForm.zipCode !== undefined) {
 formData.append(`zipCode`, adminRestaurantLocationForm.zipCode)
 }
formData.append(`latitude`, adminRestaurantLocationForm.latitude.toString())
formData.append(`longitude`, adminRestaurantLocationForm.longitude.toString())
if(adminRestaurantLocationForm.locationPrecision !== undefined) {
 formData.append(`locationPrecision`, adminRestaurantLocationForm.locationPrecision)
 }
if(adminRestaurantLocationForm.locationSource !== undefined) {
 formData.append(`locationSource`, adminRestaurantLocationForm.locationSource)
 }
formData.append(`phoneCountryCode`, adminRestaurantLocationForm.phoneCountryCode)
formData.append(`phoneNumber`, adminRestaurantLocationForm.phoneNumber)
if(adminRestaurantLocationForm.restaurantImages !== undefined) {
 adminRestaurantLocationForm.restaurantImages.forEach(value => formData.append(`restaurantImages`, value));
 }

      return apiRequest<MessageOnlyResponse>(
      {url: `/admin/restaurant/update-restaurant-location/${id}`, method: 'PATCH',
      headers: {'Content-Type': 'multipart/form-data', ...headers},
       data: formData
    },
      options);
    }
  /**
 * Method not shown by the console spec; PATCH (an update). Fallback 'Failed to update Restaurant Profile'.
 * @summary Update any restaurant's profile; sent images are added to its company-wide set
 */
export const adminUpdateRestaurant = (
    adminRestaurantProfileForm: AdminRestaurantProfileForm,
    headers: AdminUpdateRestaurantHeaders,
 options?: SecondParameter<typeof apiRequest>,) => {const formData = new FormData();
formData.append(`restaurantId`, adminRestaurantProfileForm.restaurantId.toString())
formData.append(`restaurantName`, adminRestaurantProfileForm.restaurantName)
adminRestaurantProfileForm.restaurantCategoryIds.forEach(value => formData.append(`restaurantCategoryIds`, value.toString()));
if(adminRestaurantProfileForm.emailAddress !== undefined) {
 formData.append(`emailAddress`, adminRestaurantProfileForm.emailAddress)
 }
if(adminRestaurantProfileForm.restaurantImages !== undefined) {
 adminRestaurantProfileForm.restaurantImages.forEach(value => formData.append(`restaurantImages`, value));
 }

      return apiRequest<MessageOnlyResponse>(
      {url: `/admin/restaurant/update-restaurant`, method: 'PATCH',
      headers: {'Content-Type': 'multipart/form-data', ...headers},
       data: formData
    },
      options);
    }
  /**
 * Method not shown by the console spec; GET (a read). `keywords` matches the address and phone;
`location_precision=approximate` keeps the locations coarser than street level.

 * @summary One page of a restaurant's locations
 */
export const getRestaurantAddresses = (
    id: number,
    params?: GetRestaurantAddressesParams,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<AddressListResponse>(
      {url: `/admin/restaurant/get-restaurant-addresses/${id}`, method: 'GET',
        params
    },
      options);
    }
  /**
 * Not shown by the console spec. The same `keywords` and `location_precision` as getRestaurantAddresses,
every matching location in the list's order (no paging), with the columns of
exportMyRestaurantAddresses. The file is `restaurant-locations-YYYY-MM-DD.csv`.

 * @summary Every location of one restaurant that the search selects, as CSV
 */
export const exportRestaurantAddresses = (
    id: number,
    params?: ExportRestaurantAddressesParams,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<CsvExportResponse>(
      {url: `/admin/restaurant/export-restaurant-addresses/${id}`, method: 'GET',
        params
    },
      options);
    }
  /**
 * Fallback 'Failed to delete Restaurant Location'.
 * @summary Delete a location with its images, menu items and deals
 */
export const adminDeleteRestaurantLocation = (
    restaurantId: number,
    addressId: number,
    headers: AdminDeleteRestaurantLocationHeaders,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<MessageOnlyResponse>(
      {url: `/admin/restaurant/delete-restaurant-location/${restaurantId}/${addressId}`, method: 'DELETE',
      headers
    },
      options);
    }
  /**
 * Fallback 'Failed to delete Restaurant Images'.
 * @summary Delete one image (company-wide or of a location) of a restaurant
 */
export const adminDeleteRestaurantImage = (
    restaurantId: number,
    imageId: number,
    headers: AdminDeleteRestaurantImageHeaders,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<MessageOnlyResponse>(
      {url: `/admin/restaurant/delete-restaurant-image/${restaurantId}/${imageId}`, method: 'DELETE',
      headers
    },
      options);
    }
  export type GetRestaurantsResult = NonNullable<Awaited<ReturnType<typeof getRestaurants>>>
export type GetAllRestaurantsResult = NonNullable<Awaited<ReturnType<typeof getAllRestaurants>>>
export type ExportRestaurantsResult = NonNullable<Awaited<ReturnType<typeof exportRestaurants>>>
export type ExportAllRestaurantsResult = NonNullable<Awaited<ReturnType<typeof exportAllRestaurants>>>
export type BulkChangeRestaurantStatusResult = NonNullable<Awaited<ReturnType<typeof bulkChangeRestaurantStatus>>>
export type MergeRestaurantsResult = NonNullable<Awaited<ReturnType<typeof mergeRestaurants>>>
export type PreviewMergeRestaurantsResult = NonNullable<Awaited<ReturnType<typeof previewMergeRestaurants>>>
export type CreateRestaurantResult = NonNullable<Awaited<ReturnType<typeof createRestaurant>>>
export type ChangeRestaurantStatusResult = NonNullable<Awaited<ReturnType<typeof changeRestaurantStatus>>>
export type GetRestaurantDetailsResult = NonNullable<Awaited<ReturnType<typeof getRestaurantDetails>>>
export type AdminCreateRestaurantLocationResult = NonNullable<Awaited<ReturnType<typeof adminCreateRestaurantLocation>>>
export type AdminUpdateRestaurantLocationResult = NonNullable<Awaited<ReturnType<typeof adminUpdateRestaurantLocation>>>
export type AdminUpdateRestaurantResult = NonNullable<Awaited<ReturnType<typeof adminUpdateRestaurant>>>
export type GetRestaurantAddressesResult = NonNullable<Awaited<ReturnType<typeof getRestaurantAddresses>>>
export type ExportRestaurantAddressesResult = NonNullable<Awaited<ReturnType<typeof exportRestaurantAddresses>>>
export type AdminDeleteRestaurantLocationResult = NonNullable<Awaited<ReturnType<typeof adminDeleteRestaurantLocation>>>
export type AdminDeleteRestaurantImageResult = NonNullable<Awaited<ReturnType<typeof adminDeleteRestaurantImage>>>
