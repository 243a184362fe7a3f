import type {
  AdminFoodCategoryRequest,
  AdminGetFoodCategoriesParams,
  AdminUpdateFoodCategoryHeaders,
  FoodCategoryCreatedResponse,
  FoodCategoryListResponse,
  FoodCategoryRequest,
  FoodCategoryResponse,
  GetFoodCategoriesParams,
  MessageOnlyResponse,
  UpdateFoodCategoryHeaders
} from '.././model';

import { apiRequest } from '../../http/api-request';


type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];


  /**
 * Method not shown by the console spec; GET (a read). Includes the uncategorised group
(`categoryId` -1, `categoryName` 'N/A') when it holds items. Sorted by title (case ignored), the
uncategorised group last. `foodCount` counts every item of the menu, those an administrator removed
from recommendations included, so it equals get-foods' `totalItems` for that category without
keywords. `keywords` filters the titles and leaves the uncategorised group out.
Fallback 'Failed to get Categories'.

 * @summary The owner's menu categories with item counts (the console asks page 1, size 999999)
 */
export const getFoodCategories = (
    params?: GetFoodCategoriesParams,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<FoodCategoryListResponse>(
      {url: `/food-category/get-food-categories`, method: 'GET',
        params
    },
      options);
    }
  /**
 * Method not shown by the console spec; GET (a read).
 * @summary One of the owner's menu categories
 */
export const getFoodCategory = (
    id: number,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<FoodCategoryResponse>(
      {url: `/food-category/get-food-category/${id}`, method: 'GET'
    },
      options);
    }
  /**
 * Method not shown by the console spec; POST (a create). Fallback 'Failed to create Category'.
 * @summary Create a menu category in the owner's restaurant (names unique per restaurant, ignoring case)
 */
export const createFoodCategory = (
    foodCategoryRequest: FoodCategoryRequest,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<FoodCategoryCreatedResponse>(
      {url: `/food-category/create-food-category`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: foodCategoryRequest
    },
      options);
    }
  /**
 * Method not shown by the console spec; PATCH (an update). Fallback 'Failed to update Category'.
 * @summary Rename one of the owner's menu categories (the uncategorised group cannot be renamed)
 */
export const updateFoodCategory = (
    id: number,
    foodCategoryRequest: FoodCategoryRequest,
    headers: UpdateFoodCategoryHeaders,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<MessageOnlyResponse>(
      {url: `/food-category/update-food-category/${id}`, method: 'PATCH',
      headers: {'Content-Type': 'application/json', ...headers},
      data: foodCategoryRequest
    },
      options);
    }
  /**
 * Method not shown by the console spec; GET (a read). The restaurant id travels in the path, as in
the other admin lists. Includes the uncategorised group (`categoryId` -1) when it holds items.
Sorting, `foodCount` and `keywords` as in getFoodCategories. Fallback 'Failed to get Categories'.

 * @summary A restaurant's menu categories with item counts (the console asks page 1, size 999999)
 */
export const adminGetFoodCategories = (
    id: number,
    params?: AdminGetFoodCategoriesParams,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<FoodCategoryListResponse>(
      {url: `/admin/food-category/get-food-categories/${id}`, method: 'GET',
        params
    },
      options);
    }
  /**
 * Method not shown by the console spec; GET (a read).
 * @summary One menu category of any restaurant
 */
export const adminGetFoodCategory = (
    id: number,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<FoodCategoryResponse>(
      {url: `/admin/food-category/get-food-category/${id}`, method: 'GET'
    },
      options);
    }
  /**
 * Method not shown by the console spec; POST (a create). Fallback 'Failed to create Category'.
 * @summary Create a menu category in any restaurant
 */
export const adminCreateFoodCategory = (
    adminFoodCategoryRequest: AdminFoodCategoryRequest,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<FoodCategoryCreatedResponse>(
      {url: `/admin/food-category/create-food-category`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: adminFoodCategoryRequest
    },
      options);
    }
  /**
 * Method not shown by the console spec; PATCH (an update). `restaurantId` must be the category's
restaurant (400 otherwise). Fallback 'Failed to update Category'.

 * @summary Rename a menu category of any restaurant
 */
export const adminUpdateFoodCategory = (
    id: number,
    adminFoodCategoryRequest: AdminFoodCategoryRequest,
    headers: AdminUpdateFoodCategoryHeaders,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<MessageOnlyResponse>(
      {url: `/admin/food-category/update-food-category/${id}`, method: 'PATCH',
      headers: {'Content-Type': 'application/json', ...headers},
      data: adminFoodCategoryRequest
    },
      options);
    }
  export type GetFoodCategoriesResult = NonNullable<Awaited<ReturnType<typeof getFoodCategories>>>
export type GetFoodCategoryResult = NonNullable<Awaited<ReturnType<typeof getFoodCategory>>>
export type CreateFoodCategoryResult = NonNullable<Awaited<ReturnType<typeof createFoodCategory>>>
export type UpdateFoodCategoryResult = NonNullable<Awaited<ReturnType<typeof updateFoodCategory>>>
export type AdminGetFoodCategoriesResult = NonNullable<Awaited<ReturnType<typeof adminGetFoodCategories>>>
export type AdminGetFoodCategoryResult = NonNullable<Awaited<ReturnType<typeof adminGetFoodCategory>>>
export type AdminCreateFoodCategoryResult = NonNullable<Awaited<ReturnType<typeof adminCreateFoodCategory>>>
export type AdminUpdateFoodCategoryResult = NonNullable<Awaited<ReturnType<typeof adminUpdateFoodCategory>>>
