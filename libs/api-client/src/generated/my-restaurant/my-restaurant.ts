import type {
  AddressCreatedResponse,
  AddressListResponse,
  CsvExportResponse,
  DeleteMyRestaurantHeaders,
  DeleteRestaurantImageHeaders,
  DeleteRestaurantLocationHeaders,
  ExportMyRestaurantAddressesParams,
  GetMyRestaurantAddressesParams,
  MessageOnlyResponse,
  RestaurantDetailsResponse,
  RestaurantLocationForm,
  RestaurantProfileForm,
  UpdateRestaurantHeaders,
  UpdateRestaurantLocationHeaders
} from '.././model';

import { apiRequest } from '../../http/api-request';


type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];


  /**
 * @summary The signed-in owner's restaurant with its account email and status
 */
export const getMyRestaurantDetails = (
    
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<RestaurantDetailsResponse>(
      {url: `/restaurant/get-my-restaurant-details`, method: 'GET'
    },
      options);
    }
  /**
 * Fallback 'Failed to create Restaurant Location'.
 * @summary Add a location (address, phone, images) to the owner's restaurant
 */
export const createRestaurantLocation = (
    restaurantLocationForm: RestaurantLocationForm,
 options?: SecondParameter<typeof apiRequest>,) => {const formData = new FormData();
formData.append(`streetAddress`, restaurantLocationForm.streetAddress)
if(restaurantLocationForm.country !== undefined) {
 formData.append(`country`, restaurantLocationForm.country)
 }
if(restaurantLocationForm.state !== undefined) {
 formData.append(`state`, restaurantLocationForm.state)
 }
if(restaurantLocationForm.city !== undefined) {
 formData.append(`city`, restaurantLocationForm.city)
 }
if(restaurantLocationForm.zipCode !== undefined) {
 formData.append(`zipCode`, restaurantLocationForm.zipCode)
 }
formData.append(`latitude`, restaurantLocationForm.latitude.toString())
formData.append(`longitude`, restaurantLocationForm.longitude.toString())
if(restaurantLocationForm.locationPrecision !== undefined) {
 formData.append(`locationPrecision`, restaurantLocationForm.locationPrecision)
 }
if(restaurantLocationForm.locationSource !== undefined) {
 formData.append(`locationSource`, restaurantLocationForm.locationSource)
 }
formData.append(`phoneCountryCode`, restaurantLocationForm.phoneCountryCode)
formData.append(`phoneNumber`, restaurantLocationForm.phoneNumber)
if(restaurantLocationForm.restaurantImages !== undefined) {
 restaurantLocationForm.restaurantImages.forEach(value => formData.append(`restaurantImages`, value));
 }

      return apiRequest<AddressCreatedResponse>(
      {url: `/restaurant/create-restaurant-location`, method: 'POST',
      headers: {'Content-Type': 'multipart/form-data', },
       data: formData
    },
      options);
    }
  /**
 * Method not shown by the console spec; PATCH (an update). The form carries every field, so
absent optional fields are cleared. Fallback 'Failed to update Restaurant Location'.

 * @summary Update one of the owner's locations; sent images are added to the location's set
 */
export const updateRestaurantLocation = (
    id: number,
    restaurantLocationForm: RestaurantLocationForm,
    headers: UpdateRestaurantLocationHeaders,
 options?: SecondParameter<typeof apiRequest>,) => {const formData = new FormData();
formData.append(`streetAddress`, restaurantLocationForm.streetAddress)
if(restaurantLocationForm.country !== undefined) {
 formData.append(`country`, restaurantLocationForm.country)
 }
if(restaurantLocationForm.state !== undefined) {
 formData.append(`state`, restaurantLocationForm.state)
 }
if(restaurantLocationForm.city !== undefined) {
 formData.append(`city`, restaurantLocationForm.city)
 }
if(restaurantLocationForm.zipCode !== undefined) {
 formData.append(`zipCode`, restaurantLocationForm.zipCode)
 }
formData.append(`latitude`, restaurantLocationForm.latitude.toString())
formData.append(`longitude`, restaurantLocationForm.longitude.toString())
if(restaurantLocationForm.locationPrecision !== undefined) {
 formData.append(`locationPrecision`, restaurantLocationForm.locationPrecision)
 }
if(restaurantLocationForm.locationSource !== undefined) {
 formData.append(`locationSource`, restaurantLocationForm.locationSource)
 }
formData.append(`phoneCountryCode`, restaurantLocationForm.phoneCountryCode)
formData.append(`phoneNumber`, restaurantLocationForm.phoneNumber)
if(restaurantLocationForm.restaurantImages !== undefined) {
 restaurantLocationForm.restaurantImages.forEach(value => formData.append(`restaurantImages`, value));
 }

      return apiRequest<MessageOnlyResponse>(
      {url: `/restaurant/update-restaurant-location/${id}`, method: 'PATCH',
      headers: {'Content-Type': 'multipart/form-data', ...headers},
       data: formData
    },
      options);
    }
  /**
 * Method not shown by the console spec; PATCH (an update). Fallback 'Failed to update Restaurant Profile'.
 * @summary Update the owner's restaurant profile; sent images are added to its company-wide set
 */
export const updateRestaurant = (
    restaurantProfileForm: RestaurantProfileForm,
    headers: UpdateRestaurantHeaders,
 options?: SecondParameter<typeof apiRequest>,) => {const formData = new FormData();
formData.append(`restaurantName`, restaurantProfileForm.restaurantName)
restaurantProfileForm.restaurantCategoryIds.forEach(value => formData.append(`restaurantCategoryIds`, value.toString()));
if(restaurantProfileForm.emailAddress !== undefined) {
 formData.append(`emailAddress`, restaurantProfileForm.emailAddress)
 }
if(restaurantProfileForm.currentPassword !== undefined) {
 formData.append(`currentPassword`, restaurantProfileForm.currentPassword)
 }
if(restaurantProfileForm.restaurantImages !== undefined) {
 restaurantProfileForm.restaurantImages.forEach(value => formData.append(`restaurantImages`, value));
 }

      return apiRequest<MessageOnlyResponse>(
      {url: `/restaurant/update-restaurant`, method: 'PATCH',
      headers: {'Content-Type': 'multipart/form-data', ...headers},
       data: formData
    },
      options);
    }
  /**
 * Method shown by the console spec (GET); the query is not shown there and follows the paging
convention. `keywords` matches the address and phone; `location_precision=approximate` keeps the
locations coarser than street level.

 * @summary One page of the owner's locations (the locations table asks size 10)
 */
export const getMyRestaurantAddresses = (
    params?: GetMyRestaurantAddressesParams,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<AddressListResponse>(
      {url: `/restaurant/get-my-restaurant-addresses`, method: 'GET',
        params
    },
      options);
    }
  /**
 * Not shown by the console spec. The same `keywords` and `location_precision` as
getMyRestaurantAddresses, every matching location in the list's order (no paging), as CSV (see
CsvExport): `Location ID,Street Address,City,State,ZIP Code,Country,Phone Number,Latitude,Longitude`.
The file is `restaurant-locations-YYYY-MM-DD.csv`.

 * @summary Every location of the owner's restaurant that the search selects, as CSV
 */
export const exportMyRestaurantAddresses = (
    params?: ExportMyRestaurantAddressesParams,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<CsvExportResponse>(
      {url: `/restaurant/export-my-restaurant-addresses`, method: 'GET',
        params
    },
      options);
    }
  /**
 * Fallback 'Failed to delete Restaurant Location'.
 * @summary Delete one of the owner's locations with its images, menu items and deals
 */
export const deleteRestaurantLocation = (
    id: number,
    headers: DeleteRestaurantLocationHeaders,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<MessageOnlyResponse>(
      {url: `/restaurant/delete-restaurant-location/${id}`, method: 'DELETE',
      headers
    },
      options);
    }
  /**
 * Fallback 'Failed to delete Restaurant Images'.
 * @summary Delete one image (company-wide or of a location) of the owner's restaurant
 */
export const deleteRestaurantImage = (
    id: number,
    headers: DeleteRestaurantImageHeaders,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<MessageOnlyResponse>(
      {url: `/restaurant/delete-restaurant-image/${id}`, method: 'DELETE',
      headers
    },
      options);
    }
  /**
 * Path and method not shown by the console spec ("delete own restaurant"); this path was chosen.
Deletes the restaurant with its locations, images, menu categories, menu items and deals, and the
owner's login with it (a restaurant account is one login and one restaurant), then revokes the
token. For a restaurant owner it is the same operation as `DELETE /auth/delete-account`
(`deleteAccount`); the console's 'delete restaurant profile' popup calls this one.
Fallback 'Failed to delete Restaurant'.

 * @summary Delete the owner's restaurant, everything in it, and the owner's account
 */
export const deleteMyRestaurant = (
    headers: DeleteMyRestaurantHeaders,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<MessageOnlyResponse>(
      {url: `/restaurant/delete-my-restaurant`, method: 'DELETE',
      headers
    },
      options);
    }
  export type GetMyRestaurantDetailsResult = NonNullable<Awaited<ReturnType<typeof getMyRestaurantDetails>>>
export type CreateRestaurantLocationResult = NonNullable<Awaited<ReturnType<typeof createRestaurantLocation>>>
export type UpdateRestaurantLocationResult = NonNullable<Awaited<ReturnType<typeof updateRestaurantLocation>>>
export type UpdateRestaurantResult = NonNullable<Awaited<ReturnType<typeof updateRestaurant>>>
export type GetMyRestaurantAddressesResult = NonNullable<Awaited<ReturnType<typeof getMyRestaurantAddresses>>>
export type ExportMyRestaurantAddressesResult = NonNullable<Awaited<ReturnType<typeof exportMyRestaurantAddresses>>>
export type DeleteRestaurantLocationResult = NonNullable<Awaited<ReturnType<typeof deleteRestaurantLocation>>>
export type DeleteRestaurantImageResult = NonNullable<Awaited<ReturnType<typeof deleteRestaurantImage>>>
export type DeleteMyRestaurantResult = NonNullable<Awaited<ReturnType<typeof deleteMyRestaurant>>>
