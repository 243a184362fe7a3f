import type {
  AdminDeleteFoodHeaders,
  AdminExportFoodsParams,
  AdminFoodItemForm,
  AdminGetFoodTagCategoriesParams,
  AdminGetFoodsParams,
  AdminUpdateFoodHeaders,
  BulkDeleteFoodsPreview,
  BulkDoneResponse,
  BulkFoodsRequest,
  BulkMoveFoodsRequest,
  CsvExportResponse,
  DeleteFoodHeaders,
  ExportFoodsParams,
  FoodItemCreatedResponse,
  FoodItemForm,
  FoodItemResponse,
  FoodListResponse,
  FoodTagCategoryListResponse,
  GetAddressFoodsParams,
  GetFoodTagCategoriesParams,
  GetFoodsParams,
  MessageOnlyResponse,
  UpdateFoodHeaders
} from '.././model';

import { apiRequest } from '../../http/api-request';


type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];


  /**
 * Method not shown by the console spec; GET (a read). The menu screen asks page 1, size 10 per
category and 'Load More' asks the next page. `restaurant_id`, when sent, must be the owner's own
restaurant (403 otherwise). Items are sorted by name; every item of the menu is listed, those an
administrator removed from recommendations included. `keywords`: each word must start a word of
the item's name or description (case ignored; 'butter sq' finds 'Butternut squash soup').
Fallback 'Failed to get Menu Items'.

 * @summary One page of the owner's menu items, optionally only some categories
 */
export const getFoods = (
    params?: GetFoodsParams,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<FoodListResponse>(
      {url: `/food/get-foods`, method: 'GET',
        params
    },
      options);
    }
  /**
 * Not shown by the console spec. The same `keywords`, `food_category_ids` and `restaurant_id` as getFoods,
every matching item (no paging), grouped as the menu shows them (categories by name, Without Category
last; items by name within each), as CSV (see CsvExport): `Menu Item ID,Item Name,Category,Price,
Description,Tags` (Price in dollars with two decimals, Tags joined by ", "). The file is
`menu-items-YYYY-MM-DD.csv`.

 * @summary Every menu item of the owner's menu that the search and category filter select, as CSV
 */
export const exportFoods = (
    params?: ExportFoodsParams,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<CsvExportResponse>(
      {url: `/food/export-foods`, method: 'GET',
        params
    },
      options);
    }
  /**
 * Not shown by the console spec. What deleteFood does, for every selected item, in one transaction (see
BulkFoodsRequest): deals lose the items and a current deal left with no item is deactivated. Messages:
for one item the single call's ('Food Item deleted successfully', naming the current deals it was taken
out of), for more '12 food items deleted successfully', followed by the same sentence about current
deals when there are some. An item of another restaurant or gone is 404 'Food Item 123 not found'
(nothing changes); 409 as bulkChangeRestaurantStatus when the selection changed.

 * @summary Delete many of the owner's menu items at once
 */
export const bulkDeleteFoods = (
    bulkFoodsRequest: BulkFoodsRequest,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<BulkDoneResponse>(
      {url: `/food/bulk-delete-foods`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: bulkFoodsRequest
    },
      options);
    }
  /**
 * Not shown by the console spec. The same body and refusals as bulkDeleteFoods (404 for an item of
another restaurant or gone, 409 when `matching` no longer selects `expectedCount`), answering how many
items it selects and the current deals they are in, with those every item of which is selected (the
delete leaves them empty and deactivates them), for the Delete Confirmation to name. Nothing changes
(POST only to take the bulk body).

 * @summary What deleting many of the owner's menu items would do to deals, changing nothing
 */
export const previewBulkDeleteFoods = (
    bulkFoodsRequest: BulkFoodsRequest,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<BulkDeleteFoodsPreview>(
      {url: `/food/preview-bulk-delete-foods`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: bulkFoodsRequest
    },
      options);
    }
  /**
 * Not shown by the console spec. Every selected item gets `foodCategoryId`, in one transaction (see
BulkMoveFoodsRequest). Messages "1 food item moved to 'Desserts' successfully", "12 food items moved to
'Desserts' successfully". A category that is not the restaurant's is 404 'Category not found'; an item of
another restaurant or gone 404 'Food Item 123 not found' (nothing changes); 409 as
bulkChangeRestaurantStatus when the selection changed.

 * @summary Move many of the owner's menu items to one of the restaurant's menu categories
 */
export const bulkMoveFoods = (
    bulkMoveFoodsRequest: BulkMoveFoodsRequest,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<BulkDoneResponse>(
      {url: `/food/bulk-move-foods`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: bulkMoveFoodsRequest
    },
      options);
    }
  /**
 * Method not shown by the console spec; GET (a read).
 * @summary One of the owner's menu items
 */
export const getFood = (
    id: number,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<FoodItemResponse>(
      {url: `/food/get-food/${id}`, method: 'GET'
    },
      options);
    }
  /**
 * Method not shown by the console spec; POST (a create). Fallback 'Failed to create Food Item'.
 * @summary Add a menu item to the owner's restaurant
 */
export const createFood = (
    foodItemForm: FoodItemForm,
 options?: SecondParameter<typeof apiRequest>,) => {const formData = new FormData();
formData.append(`foodCategoryId`, foodItemForm.foodCategoryId.toString())
formData.append(`foodItemName`, foodItemForm.foodItemName)
formData.append(`description`, foodItemForm.description)
formData.append(`price`, foodItemForm.price)
foodItemForm.tags.forEach(value => formData.append(`tags`, value));
if(foodItemForm.additionalTags !== undefined) {
 formData.append(`additionalTags`, foodItemForm.additionalTags)
 }
if(foodItemForm.foodItemImageFile !== undefined) {
 formData.append(`foodItemImageFile`, foodItemForm.foodItemImageFile)
 }

      return apiRequest<FoodItemCreatedResponse>(
      {url: `/food/create-food`, method: 'POST',
      headers: {'Content-Type': 'multipart/form-data', },
       data: formData
    },
      options);
    }
  /**
 * Method not shown by the console spec; PATCH (an update). The form carries every field except the
image, which is kept when no file is sent. Fallback 'Failed to update Food Item'.

 * @summary Update one of the owner's menu items; a sent image replaces the old one
 */
export const updateFood = (
    id: number,
    foodItemForm: FoodItemForm,
    headers: UpdateFoodHeaders,
 options?: SecondParameter<typeof apiRequest>,) => {const formData = new FormData();
formData.append(`foodCategoryId`, foodItemForm.foodCategoryId.toString())
formData.append(`foodItemName`, foodItemForm.foodItemName)
formData.append(`description`, foodItemForm.description)
formData.append(`price`, foodItemForm.price)
foodItemForm.tags.forEach(value => formData.append(`tags`, value));
if(foodItemForm.additionalTags !== undefined) {
 formData.append(`additionalTags`, foodItemForm.additionalTags)
 }
if(foodItemForm.foodItemImageFile !== undefined) {
 formData.append(`foodItemImageFile`, foodItemForm.foodItemImageFile)
 }

      return apiRequest<MessageOnlyResponse>(
      {url: `/food/update-food/${id}`, method: 'PATCH',
      headers: {'Content-Type': 'multipart/form-data', ...headers},
       data: formData
    },
      options);
    }
  /**
 * Method not shown by the console spec; DELETE. The item leaves every deal it was in. A current deal
(no end date, or ending today or later) left with no item is deactivated (`isActive` false), so app
users are not offered an empty deal; its owner can edit it and pick items again. When the item was
in current deals the message names them: 'Food Item deleted successfully. It was taken out of the
current deal 'Lunch Combo'; 'Lunch Combo' has no items left and was deactivated'. Its open reports
go with it. Fallback 'Failed to delete Food Item'.

 * @summary Delete one of the owner's menu items (deals lose it)
 */
export const deleteFood = (
    id: number,
    headers: DeleteFoodHeaders,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<MessageOnlyResponse>(
      {url: `/food/delete-food/${id}`, method: 'DELETE',
      headers
    },
      options);
    }
  /**
 * Method not shown by the console spec; GET (a read). Fallback 'Failed to get Food Tag Categories'.
 * @summary The food tag categories and their labels, for the menu item form
 */
export const getFoodTagCategories = (
    params?: GetFoodTagCategoriesParams,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<FoodTagCategoryListResponse>(
      {url: `/food/get-food-tag-categories`, method: 'GET',
        params
    },
      options);
    }
  /**
 * Method not shown by the console spec; GET (a read). Sorting, listed items and `keywords` as in
getFoods. Fallback 'Failed to get Menu Items'.

 * @summary One page of a restaurant's menu items, optionally only some categories
 */
export const adminGetFoods = (
    id: number,
    params?: AdminGetFoodsParams,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<FoodListResponse>(
      {url: `/admin/food/get-foods/${id}`, method: 'GET',
        params
    },
      options);
    }
  /**
 * Not shown by the console spec. The same `keywords` and `food_category_ids` as adminGetFoods, with the
order and columns of exportFoods. The file is `menu-items-YYYY-MM-DD.csv`.

 * @summary Every menu item of one restaurant that the search and category filter select, as CSV
 */
export const adminExportFoods = (
    id: number,
    params?: AdminExportFoodsParams,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<CsvExportResponse>(
      {url: `/admin/food/export-foods/${id}`, method: 'GET',
        params
    },
      options);
    }
  /**
 * Not shown by the console spec. As bulkDeleteFoods, on restaurant {id}'s menu.
 * @summary Delete many menu items of one restaurant at once
 */
export const adminBulkDeleteFoods = (
    id: number,
    bulkFoodsRequest: BulkFoodsRequest,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<BulkDoneResponse>(
      {url: `/admin/food/bulk-delete-foods/${id}`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: bulkFoodsRequest
    },
      options);
    }
  /**
 * Not shown by the console spec. As previewBulkDeleteFoods, on restaurant {id}'s menu.
 * @summary What deleting many menu items of one restaurant would do to deals, changing nothing
 */
export const adminPreviewBulkDeleteFoods = (
    id: number,
    bulkFoodsRequest: BulkFoodsRequest,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<BulkDeleteFoodsPreview>(
      {url: `/admin/food/preview-bulk-delete-foods/${id}`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: bulkFoodsRequest
    },
      options);
    }
  /**
 * Not shown by the console spec. As bulkMoveFoods, on restaurant {id}'s menu.
 * @summary Move many menu items of one restaurant to one of its menu categories
 */
export const adminBulkMoveFoods = (
    id: number,
    bulkMoveFoodsRequest: BulkMoveFoodsRequest,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<BulkDoneResponse>(
      {url: `/admin/food/bulk-move-foods/${id}`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: bulkMoveFoodsRequest
    },
      options);
    }
  /**
 * Method not shown by the console spec; GET (a read). The deal screens ask page 1 with size 999999.
The items of the location's restaurant, sorted by name, without those an administrator removed
from recommendations (app users are no longer offered them); `keywords` as in getFoods.

 * @summary Menu items offered at one restaurant location, for picking a deal's items
 */
export const getAddressFoods = (
    id: number,
    params?: GetAddressFoodsParams,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<FoodListResponse>(
      {url: `/admin/food/get-address-foods/${id}`, method: 'GET',
        params
    },
      options);
    }
  /**
 * Method not shown by the console spec; GET (a read).
 * @summary One menu item of any restaurant
 */
export const adminGetFood = (
    id: number,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<FoodItemResponse>(
      {url: `/admin/food/get-food/${id}`, method: 'GET'
    },
      options);
    }
  /**
 * Method not shown by the console spec; POST (a create). Fallback 'Failed to create Food Item'.
 * @summary Add a menu item to any restaurant
 */
export const adminCreateFood = (
    adminFoodItemForm: AdminFoodItemForm,
 options?: SecondParameter<typeof apiRequest>,) => {const formData = new FormData();
formData.append(`restaurantId`, adminFoodItemForm.restaurantId.toString())
formData.append(`foodCategoryId`, adminFoodItemForm.foodCategoryId.toString())
formData.append(`foodItemName`, adminFoodItemForm.foodItemName)
formData.append(`description`, adminFoodItemForm.description)
formData.append(`price`, adminFoodItemForm.price)
adminFoodItemForm.tags.forEach(value => formData.append(`tags`, value));
if(adminFoodItemForm.additionalTags !== undefined) {
 formData.append(`additionalTags`, adminFoodItemForm.additionalTags)
 }
if(adminFoodItemForm.foodItemImageFile !== undefined) {
 formData.append(`foodItemImageFile`, adminFoodItemForm.foodItemImageFile)
 }

      return apiRequest<FoodItemCreatedResponse>(
      {url: `/admin/food/create-food`, method: 'POST',
      headers: {'Content-Type': 'multipart/form-data', },
       data: formData
    },
      options);
    }
  /**
 * Method not shown by the console spec; PATCH (an update). `restaurantId` must be the item's
restaurant (400 otherwise). Fallback 'Failed to update Food Item'.

 * @summary Update a menu item of any restaurant; a sent image replaces the old one
 */
export const adminUpdateFood = (
    id: number,
    adminFoodItemForm: AdminFoodItemForm,
    headers: AdminUpdateFoodHeaders,
 options?: SecondParameter<typeof apiRequest>,) => {const formData = new FormData();
formData.append(`restaurantId`, adminFoodItemForm.restaurantId.toString())
formData.append(`foodCategoryId`, adminFoodItemForm.foodCategoryId.toString())
formData.append(`foodItemName`, adminFoodItemForm.foodItemName)
formData.append(`description`, adminFoodItemForm.description)
formData.append(`price`, adminFoodItemForm.price)
adminFoodItemForm.tags.forEach(value => formData.append(`tags`, value));
if(adminFoodItemForm.additionalTags !== undefined) {
 formData.append(`additionalTags`, adminFoodItemForm.additionalTags)
 }
if(adminFoodItemForm.foodItemImageFile !== undefined) {
 formData.append(`foodItemImageFile`, adminFoodItemForm.foodItemImageFile)
 }

      return apiRequest<MessageOnlyResponse>(
      {url: `/admin/food/update-food/${id}`, method: 'PATCH',
      headers: {'Content-Type': 'multipart/form-data', ...headers},
       data: formData
    },
      options);
    }
  /**
 * Method not shown by the console spec; DELETE. Deals lose the item as in deleteFood (a current deal
left with no item is deactivated, and the message names the current deals).
Fallback 'Failed to delete Food Item'.

 * @summary Delete a menu item of any restaurant (deals lose it)
 */
export const adminDeleteFood = (
    id: number,
    headers: AdminDeleteFoodHeaders,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<MessageOnlyResponse>(
      {url: `/admin/food/delete-food/${id}`, method: 'DELETE',
      headers
    },
      options);
    }
  /**
 * Method not shown by the console spec; GET (a read). Fallback 'Failed to get Food Tag Categories'.
 * @summary The food tag categories and their labels, for the menu item form
 */
export const adminGetFoodTagCategories = (
    params?: AdminGetFoodTagCategoriesParams,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<FoodTagCategoryListResponse>(
      {url: `/admin/food/get-food-tag-categories`, method: 'GET',
        params
    },
      options);
    }
  export type GetFoodsResult = NonNullable<Awaited<ReturnType<typeof getFoods>>>
export type ExportFoodsResult = NonNullable<Awaited<ReturnType<typeof exportFoods>>>
export type BulkDeleteFoodsResult = NonNullable<Awaited<ReturnType<typeof bulkDeleteFoods>>>
export type PreviewBulkDeleteFoodsResult = NonNullable<Awaited<ReturnType<typeof previewBulkDeleteFoods>>>
export type BulkMoveFoodsResult = NonNullable<Awaited<ReturnType<typeof bulkMoveFoods>>>
export type GetFoodResult = NonNullable<Awaited<ReturnType<typeof getFood>>>
export type CreateFoodResult = NonNullable<Awaited<ReturnType<typeof createFood>>>
export type UpdateFoodResult = NonNullable<Awaited<ReturnType<typeof updateFood>>>
export type DeleteFoodResult = NonNullable<Awaited<ReturnType<typeof deleteFood>>>
export type GetFoodTagCategoriesResult = NonNullable<Awaited<ReturnType<typeof getFoodTagCategories>>>
export type AdminGetFoodsResult = NonNullable<Awaited<ReturnType<typeof adminGetFoods>>>
export type AdminExportFoodsResult = NonNullable<Awaited<ReturnType<typeof adminExportFoods>>>
export type AdminBulkDeleteFoodsResult = NonNullable<Awaited<ReturnType<typeof adminBulkDeleteFoods>>>
export type AdminPreviewBulkDeleteFoodsResult = NonNullable<Awaited<ReturnType<typeof adminPreviewBulkDeleteFoods>>>
export type AdminBulkMoveFoodsResult = NonNullable<Awaited<ReturnType<typeof adminBulkMoveFoods>>>
export type GetAddressFoodsResult = NonNullable<Awaited<ReturnType<typeof getAddressFoods>>>
export type AdminGetFoodResult = NonNullable<Awaited<ReturnType<typeof adminGetFood>>>
export type AdminCreateFoodResult = NonNullable<Awaited<ReturnType<typeof adminCreateFood>>>
export type AdminUpdateFoodResult = NonNullable<Awaited<ReturnType<typeof adminUpdateFood>>>
export type AdminDeleteFoodResult = NonNullable<Awaited<ReturnType<typeof adminDeleteFood>>>
export type AdminGetFoodTagCategoriesResult = NonNullable<Awaited<ReturnType<typeof adminGetFoodTagCategories>>>
