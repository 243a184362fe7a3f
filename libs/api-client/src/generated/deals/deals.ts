import type {
  AdminChangeDealStatusHeaders,
  AdminDealRequest,
  AdminGetDealsParams,
  AdminRemoveDealHeaders,
  AdminUpdateDealHeaders,
  BulkChangeDealStatusRequest,
  BulkDoneResponse,
  ChangeDealStatusHeaders,
  DealCreatedResponse,
  DealListResponse,
  DealRequest,
  DealResponse,
  DealStatusRequest,
  GetDealsParams,
  MessageOnlyResponse,
  RemoveDealHeaders,
  UpdateDealHeaders
} from '.././model';

import { apiRequest } from '../../http/api-request';


type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];


  /**
 * Method not shown by the console spec; GET (a read). **Current or expired** is decided by the
server, the same way in every list and call: "today" is the date in UTC of the server's clock; a
deal is expired once its endDate is before today, and current otherwise (no endDate, an endDate
of today or later, or a startDate still to come). Each list is newest first (startDate, then
creation) and is paged on its own by pageNum and pageSize; the console asks pageSize 999999
(effectively unpaged). A deal's location is its foodDeals' restaurantAddressId. Fallback 'Failed
to get Deals'.

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
 * Not shown by the console spec. What changeDealStatus does, for every selected deal, in one transaction
(see BulkChangeDealStatusRequest): activating an inactive deal notifies the restaurant's followers
(push outbox), as for one. Messages: for one deal the single call's ('Deal activated successfully',
'Deal deactivated successfully'), for more '12 deals activated successfully' or '12 deals deactivated
successfully'. An expired deal is 400 naming it ("'Pizza Roma' is expired: an expired deal cannot be
activated or deactivated"); a deal of another restaurant or gone 404 'Deal 123 not found'; nothing
changes then. 409 as bulkChangeRestaurantStatus when the selection changed.

 * @summary Activate or deactivate many of the owner's current deals at once
 */
export const bulkChangeDealStatus = (
    bulkChangeDealStatusRequest: BulkChangeDealStatusRequest,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<BulkDoneResponse>(
      {url: `/deal/bulk-change-deal-status`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: bulkChangeDealStatusRequest
    },
      options);
    }
  /**
 * Method not shown by the console spec; GET (a read). Another restaurant's deal is 404 'Deal not found'.
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
 * Method not shown by the console spec; POST (a create). The app users who follow the restaurant
get a push notification about an active deal, queued in the same transaction as the deal; a deal
created inactive notifies when it is activated. A location or item of another restaurant is 404
('Restaurant Location not found', 'Food Item not found') and creates nothing; a `restaurantId`
other than the owner's is 403. Fallback 'Failed to create Deal'.

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
`endDate` or `claimPerUser` clears it, an absent `isActive` is true. The startDate may be in the
past here. An expired deal (see getDeals) is 400 'An expired deal cannot be edited'. Items that stay
in the deal keep their foodDeals `id`. Turning an inactive deal on notifies the followers as
changeDealStatus does; other edits notify no one. Fallback 'Failed to update Deal'.

 * @summary Replace one of the owner's current deals (expired deals are read-only, 400)
 */
export const updateDeal = (
    id: number,
    dealRequest: DealRequest,
    headers: UpdateDealHeaders,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<MessageOnlyResponse>(
      {url: `/deal/update-deal/${id}`, method: 'PATCH',
      headers: {'Content-Type': 'application/json', ...headers},
      data: dealRequest
    },
      options);
    }
  /**
 * Method not shown by the console spec; PATCH (a status change). Messages 'Deal activated
successfully' or 'Deal deactivated successfully'; fallback 'Failed, Please try again later'. An
expired deal (see getDeals) is 400 'An expired deal cannot be activated or deactivated'.
Activating an inactive deal notifies the restaurant's followers again (push outbox, same
transaction); deactivating, or asking the status a deal already has, notifies no one.

 * @summary Activate or deactivate one of the owner's current deals
 */
export const changeDealStatus = (
    id: number,
    dealStatusRequest: DealStatusRequest,
    headers: ChangeDealStatusHeaders,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<MessageOnlyResponse>(
      {url: `/deal/change-deal-status/${id}`, method: 'PATCH',
      headers: {'Content-Type': 'application/json', ...headers},
      data: dealStatusRequest
    },
      options);
    }
  /**
 * Method not shown by the console spec; DELETE. Current and expired deals alike; the deal's items
go with it, push notifications already queued about it stay. Fallback 'Failed to delete Deal'.

 * @summary Delete one of the owner's deals
 */
export const removeDeal = (
    id: number,
    headers: RemoveDealHeaders,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<MessageOnlyResponse>(
      {url: `/deal/remove-deal/${id}`, method: 'DELETE',
      headers
    },
      options);
    }
  /**
 * Method not shown by the console spec; GET (a read). The same lists, order and current/expired rule
as getDeals. Fallback 'Failed to get Deals'.

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
 * Not shown by the console spec. As bulkChangeDealStatus, on restaurant {id}'s deals.
 * @summary Activate or deactivate many current deals of one restaurant at once
 */
export const adminBulkChangeDealStatus = (
    id: number,
    bulkChangeDealStatusRequest: BulkChangeDealStatusRequest,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<BulkDoneResponse>(
      {url: `/admin/deal/bulk-change-deal-status/${id}`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: bulkChangeDealStatusRequest
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
 * Method not shown by the console spec; POST (a create). As createDeal for the restaurant named by
`restaurantId` (unknown: 404 'Restaurant not found'). Fallback 'Failed to create Deal'.

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
 * Method not shown by the console spec; PATCH (an update). As updateDeal; `restaurantId` must be the
deal's restaurant (400 'The restaurant id does not match the deal's restaurant'). Fallback 'Failed
to update Deal'.

 * @summary Replace a current deal of any restaurant (expired deals are read-only, 400)
 */
export const adminUpdateDeal = (
    id: number,
    adminDealRequest: AdminDealRequest,
    headers: AdminUpdateDealHeaders,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<MessageOnlyResponse>(
      {url: `/admin/deal/update-deal/${id}`, method: 'PATCH',
      headers: {'Content-Type': 'application/json', ...headers},
      data: adminDealRequest
    },
      options);
    }
  /**
 * Method not shown by the console spec; PATCH (a status change). As changeDealStatus. Fallback
'Failed, Please try again later'.

 * @summary Activate or deactivate a current deal of any restaurant
 */
export const adminChangeDealStatus = (
    id: number,
    dealStatusRequest: DealStatusRequest,
    headers: AdminChangeDealStatusHeaders,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<MessageOnlyResponse>(
      {url: `/admin/deal/change-deal-status/${id}`, method: 'PATCH',
      headers: {'Content-Type': 'application/json', ...headers},
      data: dealStatusRequest
    },
      options);
    }
  /**
 * Method not shown by the console spec; DELETE. As removeDeal. Fallback 'Failed to delete Deal'.
 * @summary Delete a deal of any restaurant
 */
export const adminRemoveDeal = (
    id: number,
    headers: AdminRemoveDealHeaders,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<MessageOnlyResponse>(
      {url: `/admin/deal/remove-deal/${id}`, method: 'DELETE',
      headers
    },
      options);
    }
  export type GetDealsResult = NonNullable<Awaited<ReturnType<typeof getDeals>>>
export type BulkChangeDealStatusResult = NonNullable<Awaited<ReturnType<typeof bulkChangeDealStatus>>>
export type GetDealResult = NonNullable<Awaited<ReturnType<typeof getDeal>>>
export type CreateDealResult = NonNullable<Awaited<ReturnType<typeof createDeal>>>
export type UpdateDealResult = NonNullable<Awaited<ReturnType<typeof updateDeal>>>
export type ChangeDealStatusResult = NonNullable<Awaited<ReturnType<typeof changeDealStatus>>>
export type RemoveDealResult = NonNullable<Awaited<ReturnType<typeof removeDeal>>>
export type AdminGetDealsResult = NonNullable<Awaited<ReturnType<typeof adminGetDeals>>>
export type AdminBulkChangeDealStatusResult = NonNullable<Awaited<ReturnType<typeof adminBulkChangeDealStatus>>>
export type AdminGetDealResult = NonNullable<Awaited<ReturnType<typeof adminGetDeal>>>
export type AdminCreateDealResult = NonNullable<Awaited<ReturnType<typeof adminCreateDeal>>>
export type AdminUpdateDealResult = NonNullable<Awaited<ReturnType<typeof adminUpdateDeal>>>
export type AdminChangeDealStatusResult = NonNullable<Awaited<ReturnType<typeof adminChangeDealStatus>>>
export type AdminRemoveDealResult = NonNullable<Awaited<ReturnType<typeof adminRemoveDeal>>>
