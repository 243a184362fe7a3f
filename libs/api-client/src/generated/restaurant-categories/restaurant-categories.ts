import type {
  AdminGetRestaurantCategoriesParams,
  CsvExportResponse,
  DeleteRestaurantCategoryHeaders,
  ExportRestaurantCategoriesParams,
  MessageOnlyResponse,
  RestaurantCategoryCreatedResponse,
  RestaurantCategoryListResponse,
  RestaurantCategoryRequest,
  RestaurantCategoryResponse,
  UpdateRestaurantCategoryHeaders
} from '.././model';

import { apiRequest } from '../../http/api-request';


type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];


  /**
 * Fallback 'Failed to get Categories'.
 * @summary Every restaurant category, for the owner's profile form, sorted by name
 */
export const getRestaurantCategories = (
    
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<RestaurantCategoryListResponse>(
      {url: `/restaurant-category/get-restaurant-categories`, method: 'GET'
    },
      options);
    }
  /**
 * Method not shown by the console spec; GET (a read). `keywords` matches name and description.
 * @summary Restaurant categories for administrators (the screen asks page 1, size 999999), sorted by name
 */
export const adminGetRestaurantCategories = (
    params?: AdminGetRestaurantCategoriesParams,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<RestaurantCategoryListResponse>(
      {url: `/admin/restaurant-category/get-restaurant-categories`, method: 'GET',
        params
    },
      options);
    }
  /**
 * Not shown by the console spec. The same `keywords` as adminGetRestaurantCategories, ordered by
name as the screen sorts its whole list (`order_type` desc for Z to A), as CSV (see CsvExport):
`Restaurant Category ID,Restaurant Category Name,Description`. The file is
`restaurant-categories-YYYY-MM-DD.csv`.

 * @summary Every restaurant category the search selects, as CSV
 */
export const exportRestaurantCategories = (
    params?: ExportRestaurantCategoriesParams,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<CsvExportResponse>(
      {url: `/admin/restaurant-category/export-restaurant-categories`, method: 'GET',
        params
    },
      options);
    }
  /**
 * Method not shown by the console spec; GET (a read).
 * @summary One restaurant category
 */
export const getRestaurantCategory = (
    id: number,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<RestaurantCategoryResponse>(
      {url: `/admin/restaurant-category/get-restaurant-category/${id}`, method: 'GET'
    },
      options);
    }
  /**
 * Method not shown by the console spec; POST (a create). Fallback 'Failed to create Restaurant Category'.
 * @summary Create a restaurant category (names are unique, ignoring case)
 */
export const createRestaurantCategory = (
    restaurantCategoryRequest: RestaurantCategoryRequest,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<RestaurantCategoryCreatedResponse>(
      {url: `/admin/restaurant-category/create-restaurant-category`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: restaurantCategoryRequest
    },
      options);
    }
  /**
 * Method not shown by the console spec; PATCH (an update). Fallback 'Failed to update Restaurant Category'.
 * @summary Rename or re-describe a restaurant category
 */
export const updateRestaurantCategory = (
    id: number,
    restaurantCategoryRequest: RestaurantCategoryRequest,
    headers: UpdateRestaurantCategoryHeaders,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<MessageOnlyResponse>(
      {url: `/admin/restaurant-category/update-restaurant-category/${id}`, method: 'PATCH',
      headers: {'Content-Type': 'application/json', ...headers},
      data: restaurantCategoryRequest
    },
      options);
    }
  /**
 * Method not shown by the console spec; DELETE. Fallback 'Failed to delete Restaurant Category'.
 * @summary Delete a restaurant category (restaurants keep their other categories)
 */
export const deleteRestaurantCategory = (
    id: number,
    headers: DeleteRestaurantCategoryHeaders,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<MessageOnlyResponse>(
      {url: `/admin/restaurant-category/delete-restaurant-category/${id}`, method: 'DELETE',
      headers
    },
      options);
    }
  export type GetRestaurantCategoriesResult = NonNullable<Awaited<ReturnType<typeof getRestaurantCategories>>>
export type AdminGetRestaurantCategoriesResult = NonNullable<Awaited<ReturnType<typeof adminGetRestaurantCategories>>>
export type ExportRestaurantCategoriesResult = NonNullable<Awaited<ReturnType<typeof exportRestaurantCategories>>>
export type GetRestaurantCategoryResult = NonNullable<Awaited<ReturnType<typeof getRestaurantCategory>>>
export type CreateRestaurantCategoryResult = NonNullable<Awaited<ReturnType<typeof createRestaurantCategory>>>
export type UpdateRestaurantCategoryResult = NonNullable<Awaited<ReturnType<typeof updateRestaurantCategory>>>
export type DeleteRestaurantCategoryResult = NonNullable<Awaited<ReturnType<typeof deleteRestaurantCategory>>>
