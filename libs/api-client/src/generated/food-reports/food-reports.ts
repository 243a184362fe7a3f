import type {
  FoodReportListResponse,
  GetFoodReportsParams,
  MessageOnlyResponse
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
 * Method not shown by the console spec; DELETE (it removes the item: app users are no longer
offered it). Message 'Food removed Successfully'; fallback 'Failed to remove Food'.

 * @summary Remove a reported menu item from recommendations and close its reports
 */
export const removeReportedFood = (
    id: number,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<MessageOnlyResponse>(
      {url: `/admin/food-report/remove-food/${id}`, method: 'DELETE'
    },
      options);
    }
  /**
 * Method shown by the console spec (POST). Message 'Food Report Ignored Successfully'; fallback 'Failed to ignore Food Report'.
 * @summary Dismiss a menu item's open reports and keep the item
 */
export const ignoreFoodReport = (
    id: number,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<MessageOnlyResponse>(
      {url: `/admin/food-report/ignore-food/${id}`, method: 'POST'
    },
      options);
    }
  export type GetFoodReportsResult = NonNullable<Awaited<ReturnType<typeof getFoodReports>>>
export type RemoveReportedFoodResult = NonNullable<Awaited<ReturnType<typeof removeReportedFood>>>
export type IgnoreFoodReportResult = NonNullable<Awaited<ReturnType<typeof ignoreFoodReport>>>
