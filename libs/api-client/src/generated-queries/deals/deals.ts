import {
  useMutation,
  useQuery
} from '@tanstack/react-query';
import type {
  DataTag,
  DefinedInitialDataOptions,
  DefinedUseQueryResult,
  MutationFunction,
  QueryClient,
  QueryFunction,
  QueryKey,
  UndefinedInitialDataOptions,
  UseMutationOptions,
  UseMutationResult,
  UseQueryOptions,
  UseQueryResult
} from '@tanstack/react-query';

import type {
  AdminChangeDealStatusHeaders,
  AdminDealRequest,
  AdminGetDealsParams,
  AdminRemoveDealHeaders,
  AdminUpdateDealHeaders,
  BadRequestResponse,
  BulkChangeDealStatusRequest,
  BulkDoneResponse,
  ChangeDealStatusHeaders,
  DealCreatedResponse,
  DealListResponse,
  DealRequest,
  DealResponse,
  DealStatusRequest,
  ForbiddenResponse,
  GetDealsParams,
  MessageOnlyResponse,
  NotFoundResponse,
  NotImplementedResponse,
  PreconditionFailedResponse,
  PreconditionRequiredResponse,
  RemoveDealHeaders,
  SelectionChangedResponse,
  UnauthorizedResponse,
  UpdateDealHeaders
} from '../../generated/model';

import { apiRequest } from '../../queries/shared-api-request';


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
const getDeals = (
    params?: GetDealsParams,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<DealListResponse>(
      {url: `/deal/get-deals`, method: 'GET',
        params, signal
    },
      options);
    }
  

export const getGetDealsQueryKey = (params?: GetDealsParams,) => {
    return [`/deal/get-deals`, ...(params ? [params]: [])] as const;
    }

    
export const getGetDealsQueryOptions = <TData = Awaited<ReturnType<typeof getDeals>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(params?: GetDealsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getDeals>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetDealsQueryKey(params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof getDeals>>> = ({ signal }) => getDeals(params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getDeals>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetDealsQueryResult = NonNullable<Awaited<ReturnType<typeof getDeals>>>
export type GetDealsQueryError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse


export function useGetDeals<TData = Awaited<ReturnType<typeof getDeals>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
 params: undefined |  GetDealsParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getDeals>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getDeals>>,
          TError,
          Awaited<ReturnType<typeof getDeals>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetDeals<TData = Awaited<ReturnType<typeof getDeals>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
 params?: GetDealsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getDeals>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getDeals>>,
          TError,
          Awaited<ReturnType<typeof getDeals>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetDeals<TData = Awaited<ReturnType<typeof getDeals>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
 params?: GetDealsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getDeals>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary The owner's deals, split into current and expired
 */

export function useGetDeals<TData = Awaited<ReturnType<typeof getDeals>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
 params?: GetDealsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getDeals>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetDealsQueryOptions(params,options)

  const query = useQuery(queryOptions , queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
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
const bulkChangeDealStatus = (
    bulkChangeDealStatusRequest: BulkChangeDealStatusRequest,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<BulkDoneResponse>(
      {url: `/deal/bulk-change-deal-status`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: bulkChangeDealStatusRequest, signal
    },
      options);
    }
  


export const getBulkChangeDealStatusMutationOptions = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | SelectionChangedResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof bulkChangeDealStatus>>, TError,{data: BulkChangeDealStatusRequest}, TContext>, request?: SecondParameter<typeof apiRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof bulkChangeDealStatus>>, TError,{data: BulkChangeDealStatusRequest}, TContext> => {

const mutationKey = ['bulkChangeDealStatus'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof bulkChangeDealStatus>>, {data: BulkChangeDealStatusRequest}> = (props) => {
          const {data} = props ?? {};

          return  bulkChangeDealStatus(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type BulkChangeDealStatusMutationResult = NonNullable<Awaited<ReturnType<typeof bulkChangeDealStatus>>>
    export type BulkChangeDealStatusMutationBody = BulkChangeDealStatusRequest
    export type BulkChangeDealStatusMutationError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | SelectionChangedResponse | NotImplementedResponse

    /**
 * @summary Activate or deactivate many of the owner's current deals at once
 */
export const useBulkChangeDealStatus = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | SelectionChangedResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof bulkChangeDealStatus>>, TError,{data: BulkChangeDealStatusRequest}, TContext>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof bulkChangeDealStatus>>,
        TError,
        {data: BulkChangeDealStatusRequest},
        TContext
      > => {

      const mutationOptions = getBulkChangeDealStatusMutationOptions(options);

      return useMutation(mutationOptions , queryClient);
    }
    /**
 * Method not shown by the console spec; GET (a read). Another restaurant's deal is 404 'Deal not found'.
 * @summary One of the owner's deals
 */
const getDeal = (
    id: number,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<DealResponse>(
      {url: `/deal/get-deal/${id}`, method: 'GET', signal
    },
      options);
    }
  

export const getGetDealQueryKey = (id?: number,) => {
    return [`/deal/get-deal/${id}`] as const;
    }

    
export const getGetDealQueryOptions = <TData = Awaited<ReturnType<typeof getDeal>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse>(id: number, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getDeal>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetDealQueryKey(id);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof getDeal>>> = ({ signal }) => getDeal(id, requestOptions, signal);

      

      

   return  { queryKey, queryFn, enabled: !!(id), ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getDeal>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetDealQueryResult = NonNullable<Awaited<ReturnType<typeof getDeal>>>
export type GetDealQueryError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse


export function useGetDeal<TData = Awaited<ReturnType<typeof getDeal>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse>(
 id: number, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getDeal>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getDeal>>,
          TError,
          Awaited<ReturnType<typeof getDeal>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetDeal<TData = Awaited<ReturnType<typeof getDeal>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse>(
 id: number, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getDeal>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getDeal>>,
          TError,
          Awaited<ReturnType<typeof getDeal>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetDeal<TData = Awaited<ReturnType<typeof getDeal>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse>(
 id: number, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getDeal>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary One of the owner's deals
 */

export function useGetDeal<TData = Awaited<ReturnType<typeof getDeal>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse>(
 id: number, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getDeal>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetDealQueryOptions(id,options)

  const query = useQuery(queryOptions , queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Method not shown by the console spec; POST (a create). The app users who follow the restaurant
get a push notification about an active deal, queued in the same transaction as the deal; a deal
created inactive notifies when it is activated. A location or item of another restaurant is 404
('Restaurant Location not found', 'Food Item not found') and creates nothing; a `restaurantId`
other than the owner's is 403. Fallback 'Failed to create Deal'.

 * @summary Create a deal at one of the owner's locations; app users are notified
 */
const createDeal = (
    dealRequest: DealRequest,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<DealCreatedResponse>(
      {url: `/deal/create-deal`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: dealRequest, signal
    },
      options);
    }
  


export const getCreateDealMutationOptions = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createDeal>>, TError,{data: DealRequest}, TContext>, request?: SecondParameter<typeof apiRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof createDeal>>, TError,{data: DealRequest}, TContext> => {

const mutationKey = ['createDeal'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof createDeal>>, {data: DealRequest}> = (props) => {
          const {data} = props ?? {};

          return  createDeal(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type CreateDealMutationResult = NonNullable<Awaited<ReturnType<typeof createDeal>>>
    export type CreateDealMutationBody = DealRequest
    export type CreateDealMutationError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse

    /**
 * @summary Create a deal at one of the owner's locations; app users are notified
 */
export const useCreateDeal = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createDeal>>, TError,{data: DealRequest}, TContext>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof createDeal>>,
        TError,
        {data: DealRequest},
        TContext
      > => {

      const mutationOptions = getCreateDealMutationOptions(options);

      return useMutation(mutationOptions , queryClient);
    }
    /**
 * Method not shown by the console spec; PATCH (an update). The body carries the whole deal: an absent
`endDate` or `claimPerUser` clears it, an absent `isActive` is true. The startDate may be in the
past here. An expired deal (see getDeals) is 400 'An expired deal cannot be edited'. Items that stay
in the deal keep their foodDeals `id`. Turning an inactive deal on notifies the followers as
changeDealStatus does; other edits notify no one. Fallback 'Failed to update Deal'.

 * @summary Replace one of the owner's current deals (expired deals are read-only, 400)
 */
const updateDeal = (
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
  


export const getUpdateDealMutationOptions = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | PreconditionFailedResponse | PreconditionRequiredResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof updateDeal>>, TError,{id: number;data: DealRequest;headers: UpdateDealHeaders}, TContext>, request?: SecondParameter<typeof apiRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof updateDeal>>, TError,{id: number;data: DealRequest;headers: UpdateDealHeaders}, TContext> => {

const mutationKey = ['updateDeal'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof updateDeal>>, {id: number;data: DealRequest;headers: UpdateDealHeaders}> = (props) => {
          const {id,data,headers} = props ?? {};

          return  updateDeal(id,data,headers,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type UpdateDealMutationResult = NonNullable<Awaited<ReturnType<typeof updateDeal>>>
    export type UpdateDealMutationBody = DealRequest
    export type UpdateDealMutationError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | PreconditionFailedResponse | PreconditionRequiredResponse | NotImplementedResponse

    /**
 * @summary Replace one of the owner's current deals (expired deals are read-only, 400)
 */
export const useUpdateDeal = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | PreconditionFailedResponse | PreconditionRequiredResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof updateDeal>>, TError,{id: number;data: DealRequest;headers: UpdateDealHeaders}, TContext>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof updateDeal>>,
        TError,
        {id: number;data: DealRequest;headers: UpdateDealHeaders},
        TContext
      > => {

      const mutationOptions = getUpdateDealMutationOptions(options);

      return useMutation(mutationOptions , queryClient);
    }
    /**
 * Method not shown by the console spec; PATCH (a status change). Messages 'Deal activated
successfully' or 'Deal deactivated successfully'; fallback 'Failed, Please try again later'. An
expired deal (see getDeals) is 400 'An expired deal cannot be activated or deactivated'.
Activating an inactive deal notifies the restaurant's followers again (push outbox, same
transaction); deactivating, or asking the status a deal already has, notifies no one.

 * @summary Activate or deactivate one of the owner's current deals
 */
const changeDealStatus = (
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
  


export const getChangeDealStatusMutationOptions = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | PreconditionFailedResponse | PreconditionRequiredResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof changeDealStatus>>, TError,{id: number;data: DealStatusRequest;headers: ChangeDealStatusHeaders}, TContext>, request?: SecondParameter<typeof apiRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof changeDealStatus>>, TError,{id: number;data: DealStatusRequest;headers: ChangeDealStatusHeaders}, TContext> => {

const mutationKey = ['changeDealStatus'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof changeDealStatus>>, {id: number;data: DealStatusRequest;headers: ChangeDealStatusHeaders}> = (props) => {
          const {id,data,headers} = props ?? {};

          return  changeDealStatus(id,data,headers,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type ChangeDealStatusMutationResult = NonNullable<Awaited<ReturnType<typeof changeDealStatus>>>
    export type ChangeDealStatusMutationBody = DealStatusRequest
    export type ChangeDealStatusMutationError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | PreconditionFailedResponse | PreconditionRequiredResponse | NotImplementedResponse

    /**
 * @summary Activate or deactivate one of the owner's current deals
 */
export const useChangeDealStatus = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | PreconditionFailedResponse | PreconditionRequiredResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof changeDealStatus>>, TError,{id: number;data: DealStatusRequest;headers: ChangeDealStatusHeaders}, TContext>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof changeDealStatus>>,
        TError,
        {id: number;data: DealStatusRequest;headers: ChangeDealStatusHeaders},
        TContext
      > => {

      const mutationOptions = getChangeDealStatusMutationOptions(options);

      return useMutation(mutationOptions , queryClient);
    }
    /**
 * Method not shown by the console spec; DELETE. Current and expired deals alike; the deal's items
go with it, push notifications already queued about it stay. Fallback 'Failed to delete Deal'.

 * @summary Delete one of the owner's deals
 */
const removeDeal = (
    id: number,
    headers: RemoveDealHeaders,
 options?: SecondParameter<typeof apiRequest>,) => {
      
      
      return apiRequest<MessageOnlyResponse>(
      {url: `/deal/remove-deal/${id}`, method: 'DELETE',
      headers
    },
      options);
    }
  


export const getRemoveDealMutationOptions = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | PreconditionFailedResponse | PreconditionRequiredResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof removeDeal>>, TError,{id: number;headers: RemoveDealHeaders}, TContext>, request?: SecondParameter<typeof apiRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof removeDeal>>, TError,{id: number;headers: RemoveDealHeaders}, TContext> => {

const mutationKey = ['removeDeal'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof removeDeal>>, {id: number;headers: RemoveDealHeaders}> = (props) => {
          const {id,headers} = props ?? {};

          return  removeDeal(id,headers,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type RemoveDealMutationResult = NonNullable<Awaited<ReturnType<typeof removeDeal>>>
    
    export type RemoveDealMutationError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | PreconditionFailedResponse | PreconditionRequiredResponse | NotImplementedResponse

    /**
 * @summary Delete one of the owner's deals
 */
export const useRemoveDeal = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | PreconditionFailedResponse | PreconditionRequiredResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof removeDeal>>, TError,{id: number;headers: RemoveDealHeaders}, TContext>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof removeDeal>>,
        TError,
        {id: number;headers: RemoveDealHeaders},
        TContext
      > => {

      const mutationOptions = getRemoveDealMutationOptions(options);

      return useMutation(mutationOptions , queryClient);
    }
    /**
 * Method not shown by the console spec; GET (a read). The same lists, order and current/expired rule
as getDeals. Fallback 'Failed to get Deals'.

 * @summary A restaurant's deals, split into current and expired
 */
const adminGetDeals = (
    id: number,
    params?: AdminGetDealsParams,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<DealListResponse>(
      {url: `/admin/deal/get-deals/${id}`, method: 'GET',
        params, signal
    },
      options);
    }
  

export const getAdminGetDealsQueryKey = (id?: number,
    params?: AdminGetDealsParams,) => {
    return [`/admin/deal/get-deals/${id}`, ...(params ? [params]: [])] as const;
    }

    
export const getAdminGetDealsQueryOptions = <TData = Awaited<ReturnType<typeof adminGetDeals>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse>(id: number,
    params?: AdminGetDealsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof adminGetDeals>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getAdminGetDealsQueryKey(id,params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof adminGetDeals>>> = ({ signal }) => adminGetDeals(id,params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, enabled: !!(id), ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof adminGetDeals>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type AdminGetDealsQueryResult = NonNullable<Awaited<ReturnType<typeof adminGetDeals>>>
export type AdminGetDealsQueryError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse


export function useAdminGetDeals<TData = Awaited<ReturnType<typeof adminGetDeals>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse>(
 id: number,
    params: undefined |  AdminGetDealsParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof adminGetDeals>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminGetDeals>>,
          TError,
          Awaited<ReturnType<typeof adminGetDeals>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useAdminGetDeals<TData = Awaited<ReturnType<typeof adminGetDeals>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse>(
 id: number,
    params?: AdminGetDealsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof adminGetDeals>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminGetDeals>>,
          TError,
          Awaited<ReturnType<typeof adminGetDeals>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useAdminGetDeals<TData = Awaited<ReturnType<typeof adminGetDeals>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse>(
 id: number,
    params?: AdminGetDealsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof adminGetDeals>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary A restaurant's deals, split into current and expired
 */

export function useAdminGetDeals<TData = Awaited<ReturnType<typeof adminGetDeals>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse>(
 id: number,
    params?: AdminGetDealsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof adminGetDeals>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getAdminGetDealsQueryOptions(id,params,options)

  const query = useQuery(queryOptions , queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Not shown by the console spec. As bulkChangeDealStatus, on restaurant {id}'s deals.
 * @summary Activate or deactivate many current deals of one restaurant at once
 */
const adminBulkChangeDealStatus = (
    id: number,
    bulkChangeDealStatusRequest: BulkChangeDealStatusRequest,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<BulkDoneResponse>(
      {url: `/admin/deal/bulk-change-deal-status/${id}`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: bulkChangeDealStatusRequest, signal
    },
      options);
    }
  


export const getAdminBulkChangeDealStatusMutationOptions = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | SelectionChangedResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof adminBulkChangeDealStatus>>, TError,{id: number;data: BulkChangeDealStatusRequest}, TContext>, request?: SecondParameter<typeof apiRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof adminBulkChangeDealStatus>>, TError,{id: number;data: BulkChangeDealStatusRequest}, TContext> => {

const mutationKey = ['adminBulkChangeDealStatus'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof adminBulkChangeDealStatus>>, {id: number;data: BulkChangeDealStatusRequest}> = (props) => {
          const {id,data} = props ?? {};

          return  adminBulkChangeDealStatus(id,data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type AdminBulkChangeDealStatusMutationResult = NonNullable<Awaited<ReturnType<typeof adminBulkChangeDealStatus>>>
    export type AdminBulkChangeDealStatusMutationBody = BulkChangeDealStatusRequest
    export type AdminBulkChangeDealStatusMutationError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | SelectionChangedResponse | NotImplementedResponse

    /**
 * @summary Activate or deactivate many current deals of one restaurant at once
 */
export const useAdminBulkChangeDealStatus = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | SelectionChangedResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof adminBulkChangeDealStatus>>, TError,{id: number;data: BulkChangeDealStatusRequest}, TContext>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof adminBulkChangeDealStatus>>,
        TError,
        {id: number;data: BulkChangeDealStatusRequest},
        TContext
      > => {

      const mutationOptions = getAdminBulkChangeDealStatusMutationOptions(options);

      return useMutation(mutationOptions , queryClient);
    }
    /**
 * Method not shown by the console spec; GET (a read).
 * @summary One deal of any restaurant
 */
const adminGetDeal = (
    id: number,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<DealResponse>(
      {url: `/admin/deal/get-deal/${id}`, method: 'GET', signal
    },
      options);
    }
  

export const getAdminGetDealQueryKey = (id?: number,) => {
    return [`/admin/deal/get-deal/${id}`] as const;
    }

    
export const getAdminGetDealQueryOptions = <TData = Awaited<ReturnType<typeof adminGetDeal>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse>(id: number, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof adminGetDeal>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getAdminGetDealQueryKey(id);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof adminGetDeal>>> = ({ signal }) => adminGetDeal(id, requestOptions, signal);

      

      

   return  { queryKey, queryFn, enabled: !!(id), ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof adminGetDeal>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type AdminGetDealQueryResult = NonNullable<Awaited<ReturnType<typeof adminGetDeal>>>
export type AdminGetDealQueryError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse


export function useAdminGetDeal<TData = Awaited<ReturnType<typeof adminGetDeal>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse>(
 id: number, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof adminGetDeal>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminGetDeal>>,
          TError,
          Awaited<ReturnType<typeof adminGetDeal>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useAdminGetDeal<TData = Awaited<ReturnType<typeof adminGetDeal>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse>(
 id: number, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof adminGetDeal>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminGetDeal>>,
          TError,
          Awaited<ReturnType<typeof adminGetDeal>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useAdminGetDeal<TData = Awaited<ReturnType<typeof adminGetDeal>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse>(
 id: number, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof adminGetDeal>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary One deal of any restaurant
 */

export function useAdminGetDeal<TData = Awaited<ReturnType<typeof adminGetDeal>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse>(
 id: number, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof adminGetDeal>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getAdminGetDealQueryOptions(id,options)

  const query = useQuery(queryOptions , queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Method not shown by the console spec; POST (a create). As createDeal for the restaurant named by
`restaurantId` (unknown: 404 'Restaurant not found'). Fallback 'Failed to create Deal'.

 * @summary Create a deal at a location of any restaurant; app users are notified
 */
const adminCreateDeal = (
    adminDealRequest: AdminDealRequest,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<DealCreatedResponse>(
      {url: `/admin/deal/create-deal`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: adminDealRequest, signal
    },
      options);
    }
  


export const getAdminCreateDealMutationOptions = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof adminCreateDeal>>, TError,{data: AdminDealRequest}, TContext>, request?: SecondParameter<typeof apiRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof adminCreateDeal>>, TError,{data: AdminDealRequest}, TContext> => {

const mutationKey = ['adminCreateDeal'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof adminCreateDeal>>, {data: AdminDealRequest}> = (props) => {
          const {data} = props ?? {};

          return  adminCreateDeal(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type AdminCreateDealMutationResult = NonNullable<Awaited<ReturnType<typeof adminCreateDeal>>>
    export type AdminCreateDealMutationBody = AdminDealRequest
    export type AdminCreateDealMutationError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse

    /**
 * @summary Create a deal at a location of any restaurant; app users are notified
 */
export const useAdminCreateDeal = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof adminCreateDeal>>, TError,{data: AdminDealRequest}, TContext>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof adminCreateDeal>>,
        TError,
        {data: AdminDealRequest},
        TContext
      > => {

      const mutationOptions = getAdminCreateDealMutationOptions(options);

      return useMutation(mutationOptions , queryClient);
    }
    /**
 * Method not shown by the console spec; PATCH (an update). As updateDeal; `restaurantId` must be the
deal's restaurant (400 'The restaurant id does not match the deal's restaurant'). Fallback 'Failed
to update Deal'.

 * @summary Replace a current deal of any restaurant (expired deals are read-only, 400)
 */
const adminUpdateDeal = (
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
  


export const getAdminUpdateDealMutationOptions = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | PreconditionFailedResponse | PreconditionRequiredResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof adminUpdateDeal>>, TError,{id: number;data: AdminDealRequest;headers: AdminUpdateDealHeaders}, TContext>, request?: SecondParameter<typeof apiRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof adminUpdateDeal>>, TError,{id: number;data: AdminDealRequest;headers: AdminUpdateDealHeaders}, TContext> => {

const mutationKey = ['adminUpdateDeal'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof adminUpdateDeal>>, {id: number;data: AdminDealRequest;headers: AdminUpdateDealHeaders}> = (props) => {
          const {id,data,headers} = props ?? {};

          return  adminUpdateDeal(id,data,headers,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type AdminUpdateDealMutationResult = NonNullable<Awaited<ReturnType<typeof adminUpdateDeal>>>
    export type AdminUpdateDealMutationBody = AdminDealRequest
    export type AdminUpdateDealMutationError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | PreconditionFailedResponse | PreconditionRequiredResponse | NotImplementedResponse

    /**
 * @summary Replace a current deal of any restaurant (expired deals are read-only, 400)
 */
export const useAdminUpdateDeal = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | PreconditionFailedResponse | PreconditionRequiredResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof adminUpdateDeal>>, TError,{id: number;data: AdminDealRequest;headers: AdminUpdateDealHeaders}, TContext>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof adminUpdateDeal>>,
        TError,
        {id: number;data: AdminDealRequest;headers: AdminUpdateDealHeaders},
        TContext
      > => {

      const mutationOptions = getAdminUpdateDealMutationOptions(options);

      return useMutation(mutationOptions , queryClient);
    }
    /**
 * Method not shown by the console spec; PATCH (a status change). As changeDealStatus. Fallback
'Failed, Please try again later'.

 * @summary Activate or deactivate a current deal of any restaurant
 */
const adminChangeDealStatus = (
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
  


export const getAdminChangeDealStatusMutationOptions = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | PreconditionFailedResponse | PreconditionRequiredResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof adminChangeDealStatus>>, TError,{id: number;data: DealStatusRequest;headers: AdminChangeDealStatusHeaders}, TContext>, request?: SecondParameter<typeof apiRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof adminChangeDealStatus>>, TError,{id: number;data: DealStatusRequest;headers: AdminChangeDealStatusHeaders}, TContext> => {

const mutationKey = ['adminChangeDealStatus'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof adminChangeDealStatus>>, {id: number;data: DealStatusRequest;headers: AdminChangeDealStatusHeaders}> = (props) => {
          const {id,data,headers} = props ?? {};

          return  adminChangeDealStatus(id,data,headers,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type AdminChangeDealStatusMutationResult = NonNullable<Awaited<ReturnType<typeof adminChangeDealStatus>>>
    export type AdminChangeDealStatusMutationBody = DealStatusRequest
    export type AdminChangeDealStatusMutationError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | PreconditionFailedResponse | PreconditionRequiredResponse | NotImplementedResponse

    /**
 * @summary Activate or deactivate a current deal of any restaurant
 */
export const useAdminChangeDealStatus = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | PreconditionFailedResponse | PreconditionRequiredResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof adminChangeDealStatus>>, TError,{id: number;data: DealStatusRequest;headers: AdminChangeDealStatusHeaders}, TContext>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof adminChangeDealStatus>>,
        TError,
        {id: number;data: DealStatusRequest;headers: AdminChangeDealStatusHeaders},
        TContext
      > => {

      const mutationOptions = getAdminChangeDealStatusMutationOptions(options);

      return useMutation(mutationOptions , queryClient);
    }
    /**
 * Method not shown by the console spec; DELETE. As removeDeal. Fallback 'Failed to delete Deal'.
 * @summary Delete a deal of any restaurant
 */
const adminRemoveDeal = (
    id: number,
    headers: AdminRemoveDealHeaders,
 options?: SecondParameter<typeof apiRequest>,) => {
      
      
      return apiRequest<MessageOnlyResponse>(
      {url: `/admin/deal/remove-deal/${id}`, method: 'DELETE',
      headers
    },
      options);
    }
  


export const getAdminRemoveDealMutationOptions = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | PreconditionFailedResponse | PreconditionRequiredResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof adminRemoveDeal>>, TError,{id: number;headers: AdminRemoveDealHeaders}, TContext>, request?: SecondParameter<typeof apiRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof adminRemoveDeal>>, TError,{id: number;headers: AdminRemoveDealHeaders}, TContext> => {

const mutationKey = ['adminRemoveDeal'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof adminRemoveDeal>>, {id: number;headers: AdminRemoveDealHeaders}> = (props) => {
          const {id,headers} = props ?? {};

          return  adminRemoveDeal(id,headers,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type AdminRemoveDealMutationResult = NonNullable<Awaited<ReturnType<typeof adminRemoveDeal>>>
    
    export type AdminRemoveDealMutationError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | PreconditionFailedResponse | PreconditionRequiredResponse | NotImplementedResponse

    /**
 * @summary Delete a deal of any restaurant
 */
export const useAdminRemoveDeal = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | PreconditionFailedResponse | PreconditionRequiredResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof adminRemoveDeal>>, TError,{id: number;headers: AdminRemoveDealHeaders}, TContext>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof adminRemoveDeal>>,
        TError,
        {id: number;headers: AdminRemoveDealHeaders},
        TContext
      > => {

      const mutationOptions = getAdminRemoveDealMutationOptions(options);

      return useMutation(mutationOptions , queryClient);
    }
    