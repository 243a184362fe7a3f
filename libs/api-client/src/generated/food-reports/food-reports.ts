import type {
  BulkDoneResponse,
  BulkFoodReportsRequest,
  CsvExportResponse,
  ExportFoodReportsParams,
  FoodReportListResponse,
  GetFoodReportsParams,
  IgnoreFoodReportHeaders,
  MessageOnlyResponse,
  RemoveReportedFoodHeaders
} from '.././model';

import { apiRequest } from '../../http/api-request';


type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];


  /**
 * Method shown by the console spec (GET). `keywords` matches the item name.
 * @summary Menu items with open reports, one row per item (the screen asks page 1, size 999999)
 */
export const getFoodReports = (
    params?: GetFoodReportsParams,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<FoodReportListResponse>(
      {url: `/admin/food-report/get-food-reports`, method: 'GET',
        params
    },
      options);
    }
  /**
 * Not shown by the console spec. The same `keywords` and order as getFoodReports, as CSV (see CsvExport):
`Menu Item ID,Item Name,Restaurant,# of Requests,Latest Request` (Latest Request in UTC, ISO 8601).
The file is `reported-items-YYYY-MM-DD.csv`.

 * @summary Every reported menu item the search selects, as CSV (Marked For Removal's export)
 */
export const exportFoodReports = (
    params?: ExportFoodReportsParams,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<CsvExportResponse>(
      {url: `/admin/food-report/export-food-reports`, method: 'GET',
        params
    },
      options);
    }
  /**
 * Not shown by the console spec. What ignoreFoodReport does, for every selected item (ids are foodIds), in
one transaction (see BulkFoodReportsRequest). Messages: for one item the single call's ('Food Report
Ignored Successfully'), for more '12 food reports ignored successfully'. An id without open reports is
404 "'Pizza Roma' has no open reports" (or 'Food Item 123 not found' when there is no such item);
nothing changes then. 409 as bulkChangeRestaurantStatus when the selection changed.

 * @summary Dismiss the open reports of many menu items at once, keeping the items
 */
export const bulkIgnoreFoodReports = (
    bulkFoodReportsRequest: BulkFoodReportsRequest,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<BulkDoneResponse>(
      {url: `/admin/food-report/bulk-ignore-foods`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: bulkFoodReportsRequest
    },
      options);
    }
  /**
 * Not shown by the console spec. What removeReportedFood does, for every selected item, in one transaction
(see BulkFoodReportsRequest). Messages: for one item the single call's ('Food removed Successfully'),
for more '12 food items removed successfully'. Errors as bulkIgnoreFoodReports.

 * @summary Remove many reported menu items from recommendations at once and close their reports
 */
export const bulkRemoveReportedFoods = (
    bulkFoodReportsRequest: BulkFoodReportsRequest,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<BulkDoneResponse>(
      {url: `/admin/food-report/bulk-remove-foods`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: bulkFoodReportsRequest
    },
      options);
    }
  /**
 * Method not shown by the console spec; DELETE (it removes the item: app users are no longer
offered it). Message 'Food removed Successfully'; fallback 'Failed to remove Food'.

 * @summary Remove a reported menu item from recommendations and close its reports
 */
export const removeReportedFood = (
    id: number,
    headers: RemoveReportedFoodHeaders,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<MessageOnlyResponse>(
      {url: `/admin/food-report/remove-food/${id}`, method: 'DELETE',
      headers
    },
      options);
    }
  /**
 * Method shown by the console spec (POST). Message 'Food Report Ignored Successfully'; fallback 'Failed to ignore Food Report'.
 * @summary Dismiss a menu item's open reports and keep the item
 */
export const ignoreFoodReport = (
    id: number,
    headers: IgnoreFoodReportHeaders,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<MessageOnlyResponse>(
      {url: `/admin/food-report/ignore-food/${id}`, method: 'POST',
      headers
    },
      options);
    }
  export type GetFoodReportsResult = NonNullable<Awaited<ReturnType<typeof getFoodReports>>>
export type ExportFoodReportsResult = NonNullable<Awaited<ReturnType<typeof exportFoodReports>>>
export type BulkIgnoreFoodReportsResult = NonNullable<Awaited<ReturnType<typeof bulkIgnoreFoodReports>>>
export type BulkRemoveReportedFoodsResult = NonNullable<Awaited<ReturnType<typeof bulkRemoveReportedFoods>>>
export type RemoveReportedFoodResult = NonNullable<Awaited<ReturnType<typeof removeReportedFood>>>
export type IgnoreFoodReportResult = NonNullable<Awaited<ReturnType<typeof ignoreFoodReport>>>
