import type {
  AdminDealRequest,
  AdminGetDealsParams,
  DealCreatedResponse,
  DealListResponse,
  DealRequest,
  DealResponse,
  DealStatusRequest,
  GetDealsParams,
  MessageOnlyResponse
} from '.././model';

import { apiRequest } from '../../http/api-request';


type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];


  /**
 * Method not shown by the console spec; GET (a read). A deal is expired once its endDate is before
today. The console asks pageSize 999999 (effectively unpaged). Fallback 'Failed to get Deals'.

 * @summary The owner's deals, split into current and expired
 */
export const getDeals = (
    params?: GetDealsParams,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<DealListResponse>(
      {url: `/deal/get-deals`, method: 'GET',
        params
    },
      options);
    }
  /**
 * Method not shown by the console spec; GET (a read).
 * @summary One of the owner's deals
 */
export const getDeal = (
    id: number,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<DealResponse>(
      {url: `/deal/get-deal/${id}`, method: 'GET'
    },
      options);
    }
  /**
 * Method not shown by the console spec; POST (a create). Fallback 'Failed to create Deal'.
 * @summary Create a deal at one of the owner's locations; app users are notified
 */
export const createDeal = (
    dealRequest: DealRequest,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<DealCreatedResponse>(
      {url: `/deal/create-deal`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: dealRequest
    },
      options);
    }
  /**
 * Method not shown by the console spec; PATCH (an update). The body carries the whole deal: an absent
`endDate` or `claimPerUser` clears it. Fallback 'Failed to update Deal'.

 * @summary Replace one of the owner's current deals (expired deals are read-only, 400)
 */
export const updateDeal = (
    id: number,
    dealRequest: DealRequest,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<MessageOnlyResponse>(
      {url: `/deal/update-deal/${id}`, method: 'PATCH',
      headers: {'Content-Type': 'application/json', },
      data: dealRequest
    },
      options);
    }
  /**
 * Method not shown by the console spec; PATCH (a status change). Messages 'Deal activated
successfully' or 'Deal deactivated successfully'; fallback 'Failed, Please try again later'.

 * @summary Activate or deactivate one of the owner's current deals
 */
export const changeDealStatus = (
    id: number,
    dealStatusRequest: DealStatusRequest,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<MessageOnlyResponse>(
      {url: `/deal/change-deal-status/${id}`, method: 'PATCH',
      headers: {'Content-Type': 'application/json', },
      data: dealStatusRequest
    },
      options);
    }
  /**
 * Method not shown by the console spec; DELETE. Fallback 'Failed to delete Deal'.
 * @summary Delete one of the owner's deals
 */
export const removeDeal = (
    id: number,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<MessageOnlyResponse>(
      {url: `/deal/remove-deal/${id}`, method: 'DELETE'
    },
      options);
    }
  /**
 * Method not shown by the console spec; GET (a read). Fallback 'Failed to get Deals'.
 * @summary A restaurant's deals, split into current and expired
 */
export const adminGetDeals = (
    id: number,
    params?: AdminGetDealsParams,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<DealListResponse>(
      {url: `/admin/deal/get-deals/${id}`, method: 'GET',
        params
    },
      options);
    }
  /**
 * Method not shown by the console spec; GET (a read).
 * @summary One deal of any restaurant
 */
export const adminGetDeal = (
    id: number,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<DealResponse>(
      {url: `/admin/deal/get-deal/${id}`, method: 'GET'
    },
      options);
    }
  /**
 * Method not shown by the console spec; POST (a create). Fallback 'Failed to create Deal'.
 * @summary Create a deal at a location of any restaurant; app users are notified
 */
export const adminCreateDeal = (
    adminDealRequest: AdminDealRequest,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<DealCreatedResponse>(
      {url: `/admin/deal/create-deal`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: adminDealRequest
    },
      options);
    }
  /**
 * Method not shown by the console spec; PATCH (an update). The body carries the whole deal: an absent
`endDate` or `claimPerUser` clears it. Fallback 'Failed to update Deal'.

 * @summary Replace a current deal of any restaurant (expired deals are read-only, 400)
 */
export const adminUpdateDeal = (
    id: number,
    adminDealRequest: AdminDealRequest,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<MessageOnlyResponse>(
      {url: `/admin/deal/update-deal/${id}`, method: 'PATCH',
      headers: {'Content-Type': 'application/json', },
      data: adminDealRequest
    },
      options);
    }
  /**
 * Method not shown by the console spec; PATCH (a status change). Fallback 'Failed, Please try again later'.

 * @summary Activate or deactivate a current deal of any restaurant
 */
export const adminChangeDealStatus = (
    id: number,
    dealStatusRequest: DealStatusRequest,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<MessageOnlyResponse>(
      {url: `/admin/deal/change-deal-status/${id}`, method: 'PATCH',
      headers: {'Content-Type': 'application/json', },
      data: dealStatusRequest
    },
      options);
    }
  /**
 * Method not shown by the console spec; DELETE. Fallback 'Failed to delete Deal'.
 * @summary Delete a deal of any restaurant
 */
export const adminRemoveDeal = (
    id: number,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<MessageOnlyResponse>(
      {url: `/admin/deal/remove-deal/${id}`, method: 'DELETE'
    },
      options);
    }
  export type GetDealsResult = NonNullable<Awaited<ReturnType<typeof getDeals>>>
export type GetDealResult = NonNullable<Awaited<ReturnType<typeof getDeal>>>
export type CreateDealResult = NonNullable<Awaited<ReturnType<typeof createDeal>>>
export type UpdateDealResult = NonNullable<Awaited<ReturnType<typeof updateDeal>>>
export type ChangeDealStatusResult = NonNullable<Awaited<ReturnType<typeof changeDealStatus>>>
export type RemoveDealResult = NonNullable<Awaited<ReturnType<typeof removeDeal>>>
export type AdminGetDealsResult = NonNullable<Awaited<ReturnType<typeof adminGetDeals>>>
export type AdminGetDealResult = NonNullable<Awaited<ReturnType<typeof adminGetDeal>>>
export type AdminCreateDealResult = NonNullable<Awaited<ReturnType<typeof adminCreateDeal>>>
export type AdminUpdateDealResult = NonNullable<Awaited<ReturnType<typeof adminUpdateDeal>>>
export type AdminChangeDealStatusResult = NonNullable<Awaited<ReturnType<typeof adminChangeDealStatus>>>
export type AdminRemoveDealResult = NonNullable<Awaited<ReturnType<typeof adminRemoveDeal>>>
