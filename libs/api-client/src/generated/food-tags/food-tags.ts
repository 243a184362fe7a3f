import type {
  ChangeFoodTagStatusHeaders,
  FoodTagCategoryCreatedResponse,
  FoodTagCategoryListResponse,
  FoodTagCategoryRequest,
  FoodTagCreatedResponse,
  FoodTagRenameRequest,
  FoodTagRequest,
  FoodTagStatusRequest,
  MessageOnlyResponse,
  UpdateFoodTagHeaders
} from '.././model';

import { apiRequest } from '../../http/api-request';


type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];


  /**
 * Not in the console spec; GET (a read). The Food Tags screen. Fallback 'Failed to get Food Tags'.
 * @summary The whole food tag vocabulary, retired tags included, with how many menu items carry each tag
 */
export const getFoodTags = (
    
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<FoodTagCategoryListResponse>(
      {url: `/admin/food-tag/get-food-tags`, method: 'GET'
    },
      options);
    }
  /**
 * Not in the console spec; POST (a create). 'Tag Category created'; fallback 'Failed to create Tag Category'.
 * @summary Add a tag category (after the others in the menu item form)
 */
export const createFoodTagCategory = (
    foodTagCategoryRequest: FoodTagCategoryRequest,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<FoodTagCategoryCreatedResponse>(
      {url: `/admin/food-tag/create-food-tag-category`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: foodTagCategoryRequest
    },
      options);
    }
  /**
 * Not in the console spec; POST (a create). A label belongs to one tag category: a name in use in any
category, case ignored, is 409 'A Food Tag with this name already exists', or 'A retired Food Tag has
this name: restore it' when that tag is retired. 'Food Tag created'; fallback 'Failed to create Food Tag'.

 * @summary Add a tag to a tag category (after its other tags)
 */
export const createFoodTag = (
    foodTagRequest: FoodTagRequest,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<FoodTagCreatedResponse>(
      {url: `/admin/food-tag/create-food-tag`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: foodTagRequest
    },
      options);
    }
  /**
 * Not in the console spec; PATCH (an update). The items' tags and extraAttributes are renamed in the
same change (one event in the trail, the items counted). 'Food Tag updated'; fallback 'Failed to
update Food Tag'.

 * @summary Rename a tag; the menu items that carry it carry the new name
 */
export const updateFoodTag = (
    id: number,
    foodTagRenameRequest: FoodTagRenameRequest,
    headers: UpdateFoodTagHeaders,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<MessageOnlyResponse>(
      {url: `/admin/food-tag/update-food-tag/${id}`, method: 'PATCH',
      headers: {'Content-Type': 'application/json', ...headers},
      data: foodTagRenameRequest
    },
      options);
    }
  /**
 * Not in the console spec; PATCH (a status change). A retired tag is not in the menu item form's lists
(unless includeRetired), a new item cannot take it, an item that has it keeps it through its edits.
'Food Tag retired' or 'Food Tag restored'; fallback 'Failed to change Food Tag'.

 * @summary Retire a tag (offered no more, kept on the items that have it) or restore it
 */
export const changeFoodTagStatus = (
    id: number,
    foodTagStatusRequest: FoodTagStatusRequest,
    headers: ChangeFoodTagStatusHeaders,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<MessageOnlyResponse>(
      {url: `/admin/food-tag/change-food-tag-status/${id}`, method: 'PATCH',
      headers: {'Content-Type': 'application/json', ...headers},
      data: foodTagStatusRequest
    },
      options);
    }
  export type GetFoodTagsResult = NonNullable<Awaited<ReturnType<typeof getFoodTags>>>
export type CreateFoodTagCategoryResult = NonNullable<Awaited<ReturnType<typeof createFoodTagCategory>>>
export type CreateFoodTagResult = NonNullable<Awaited<ReturnType<typeof createFoodTag>>>
export type UpdateFoodTagResult = NonNullable<Awaited<ReturnType<typeof updateFoodTag>>>
export type ChangeFoodTagStatusResult = NonNullable<Awaited<ReturnType<typeof changeFoodTagStatus>>>
