import {
  useInfiniteQuery,
  useMutation,
  useQuery
} from '@tanstack/react-query';
import type {
  DataTag,
  DefinedInitialDataOptions,
  DefinedUseInfiniteQueryResult,
  DefinedUseQueryResult,
  InfiniteData,
  MutationFunction,
  QueryClient,
  QueryFunction,
  QueryKey,
  UndefinedInitialDataOptions,
  UseInfiniteQueryOptions,
  UseInfiniteQueryResult,
  UseMutationOptions,
  UseMutationResult,
  UseQueryOptions,
  UseQueryResult
} from '@tanstack/react-query';

import type {
  AddressCreatedResponse,
  AddressListResponse,
  AdminDeleteRestaurantImageHeaders,
  AdminDeleteRestaurantLocationHeaders,
  AdminRestaurantLocationForm,
  AdminRestaurantProfileForm,
  AdminUpdateRestaurantHeaders,
  AdminUpdateRestaurantLocationHeaders,
  BadRequestResponse,
  BulkChangeRestaurantStatusRequest,
  BulkDoneResponse,
  ChangeRestaurantStatusHeaders,
  ChangeRestaurantStatusRequest,
  ConflictResponse,
  CreateRestaurantRequest,
  CsvExportResponse,
  Error,
  ExportAllRestaurantsParams,
  ExportRestaurantAddressesParams,
  ExportRestaurantsParams,
  ForbiddenResponse,
  GetAllRestaurantsParams,
  GetRestaurantAddressesParams,
  GetRestaurantsParams,
  MergePreview,
  MergeRestaurantsRequest,
  MessageOnlyResponse,
  NotFoundResponse,
  NotImplementedResponse,
  PreconditionFailedResponse,
  PreconditionRequiredResponse,
  RestaurantCreatedResponse,
  RestaurantDetailsResponse,
  RestaurantListResponse,
  SelectionChangedResponse,
  UnauthorizedResponse
} from '../../generated/model';

import { apiRequest } from '../../queries/shared-api-request';


type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];



/**
 * `searchQuery` and `keywords` both filter by restaurant name or email (the list screen sends
`searchQuery`; when both are sent they must both match). `account_status` (not shown by the
console spec) keeps only approved or only suspended restaurants. `location_precision` (not shown by
the console spec) set to `approximate` keeps only restaurants with at least one location whose
coordinates are coarser than street level (a ZIP or a city centre), so they can be fixed. The
screen asks page 1, size 999999.

 * @summary List restaurant accounts for the Restaurants screen
 */
const getRestaurants = (
    params?: GetRestaurantsParams,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<RestaurantListResponse>(
      {url: `/admin/restaurant/get-restaurants`, method: 'GET',
        params, signal
    },
      options);
    }
  

export const getGetRestaurantsQueryKey = (params?: GetRestaurantsParams,) => {
    return [`/admin/restaurant/get-restaurants`, ...(params ? [params]: [])] as const;
    }

    
export const getGetRestaurantsQueryOptions = <TData = Awaited<ReturnType<typeof getRestaurants>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(params?: GetRestaurantsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getRestaurants>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetRestaurantsQueryKey(params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof getRestaurants>>> = ({ signal }) => getRestaurants(params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getRestaurants>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetRestaurantsQueryResult = NonNullable<Awaited<ReturnType<typeof getRestaurants>>>
export type GetRestaurantsQueryError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse


export function useGetRestaurants<TData = Awaited<ReturnType<typeof getRestaurants>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
 params: undefined |  GetRestaurantsParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getRestaurants>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getRestaurants>>,
          TError,
          Awaited<ReturnType<typeof getRestaurants>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetRestaurants<TData = Awaited<ReturnType<typeof getRestaurants>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
 params?: GetRestaurantsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getRestaurants>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getRestaurants>>,
          TError,
          Awaited<ReturnType<typeof getRestaurants>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetRestaurants<TData = Awaited<ReturnType<typeof getRestaurants>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
 params?: GetRestaurantsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getRestaurants>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List restaurant accounts for the Restaurants screen
 */

export function useGetRestaurants<TData = Awaited<ReturnType<typeof getRestaurants>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
 params?: GetRestaurantsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getRestaurants>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetRestaurantsQueryOptions(params,options)

  const query = useQuery(queryOptions , queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * The same list and sorts as getRestaurants; the merger screen sends no sort.
 * @summary List restaurant accounts page by page (the Restaurant Merger screen, size 30)
 */
const getAllRestaurants = (
    params?: GetAllRestaurantsParams,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<RestaurantListResponse>(
      {url: `/admin/restaurant/get-all-restaurants`, method: 'GET',
        params, signal
    },
      options);
    }
  

export const getGetAllRestaurantsQueryKey = (params?: GetAllRestaurantsParams,) => {
    return [`/admin/restaurant/get-all-restaurants`, ...(params ? [params]: [])] as const;
    }

    
export const getGetAllRestaurantsInfiniteQueryOptions = <TData = InfiniteData<Awaited<ReturnType<typeof getAllRestaurants>>, GetAllRestaurantsParams['page']>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(params?: GetAllRestaurantsParams, options?: { query?:Partial<UseInfiniteQueryOptions<Awaited<ReturnType<typeof getAllRestaurants>>, TError, TData, QueryKey, GetAllRestaurantsParams['page']>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetAllRestaurantsQueryKey(params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof getAllRestaurants>>, QueryKey, GetAllRestaurantsParams['page']> = ({ signal, pageParam }) => getAllRestaurants({...params, 'page': pageParam || params?.['page']}, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseInfiniteQueryOptions<Awaited<ReturnType<typeof getAllRestaurants>>, TError, TData, QueryKey, GetAllRestaurantsParams['page']> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetAllRestaurantsInfiniteQueryResult = NonNullable<Awaited<ReturnType<typeof getAllRestaurants>>>
export type GetAllRestaurantsInfiniteQueryError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse


export function useGetAllRestaurantsInfinite<TData = InfiniteData<Awaited<ReturnType<typeof getAllRestaurants>>, GetAllRestaurantsParams['page']>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
 params: undefined |  GetAllRestaurantsParams, options: { query:Partial<UseInfiniteQueryOptions<Awaited<ReturnType<typeof getAllRestaurants>>, TError, TData, QueryKey, GetAllRestaurantsParams['page']>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getAllRestaurants>>,
          TError,
          Awaited<ReturnType<typeof getAllRestaurants>>, QueryKey
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseInfiniteQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetAllRestaurantsInfinite<TData = InfiniteData<Awaited<ReturnType<typeof getAllRestaurants>>, GetAllRestaurantsParams['page']>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
 params?: GetAllRestaurantsParams, options?: { query?:Partial<UseInfiniteQueryOptions<Awaited<ReturnType<typeof getAllRestaurants>>, TError, TData, QueryKey, GetAllRestaurantsParams['page']>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getAllRestaurants>>,
          TError,
          Awaited<ReturnType<typeof getAllRestaurants>>, QueryKey
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseInfiniteQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetAllRestaurantsInfinite<TData = InfiniteData<Awaited<ReturnType<typeof getAllRestaurants>>, GetAllRestaurantsParams['page']>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
 params?: GetAllRestaurantsParams, options?: { query?:Partial<UseInfiniteQueryOptions<Awaited<ReturnType<typeof getAllRestaurants>>, TError, TData, QueryKey, GetAllRestaurantsParams['page']>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseInfiniteQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List restaurant accounts page by page (the Restaurant Merger screen, size 30)
 */

export function useGetAllRestaurantsInfinite<TData = InfiniteData<Awaited<ReturnType<typeof getAllRestaurants>>, GetAllRestaurantsParams['page']>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
 params?: GetAllRestaurantsParams, options?: { query?:Partial<UseInfiniteQueryOptions<Awaited<ReturnType<typeof getAllRestaurants>>, TError, TData, QueryKey, GetAllRestaurantsParams['page']>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseInfiniteQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetAllRestaurantsInfiniteQueryOptions(params,options)

  const query = useInfiniteQuery(queryOptions , queryClient) as  UseInfiniteQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



export const getGetAllRestaurantsQueryOptions = <TData = Awaited<ReturnType<typeof getAllRestaurants>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(params?: GetAllRestaurantsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getAllRestaurants>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetAllRestaurantsQueryKey(params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof getAllRestaurants>>> = ({ signal }) => getAllRestaurants(params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getAllRestaurants>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetAllRestaurantsQueryResult = NonNullable<Awaited<ReturnType<typeof getAllRestaurants>>>
export type GetAllRestaurantsQueryError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse


export function useGetAllRestaurants<TData = Awaited<ReturnType<typeof getAllRestaurants>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
 params: undefined |  GetAllRestaurantsParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getAllRestaurants>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getAllRestaurants>>,
          TError,
          Awaited<ReturnType<typeof getAllRestaurants>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetAllRestaurants<TData = Awaited<ReturnType<typeof getAllRestaurants>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
 params?: GetAllRestaurantsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getAllRestaurants>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getAllRestaurants>>,
          TError,
          Awaited<ReturnType<typeof getAllRestaurants>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetAllRestaurants<TData = Awaited<ReturnType<typeof getAllRestaurants>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
 params?: GetAllRestaurantsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getAllRestaurants>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List restaurant accounts page by page (the Restaurant Merger screen, size 30)
 */

export function useGetAllRestaurants<TData = Awaited<ReturnType<typeof getAllRestaurants>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
 params?: GetAllRestaurantsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getAllRestaurants>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetAllRestaurantsQueryOptions(params,options)

  const query = useQuery(queryOptions , queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Not shown by the console spec. The same filters, search and order as getRestaurants (each filter
with or without searchQuery), every matching restaurant (no paging), as CSV (see CsvExport):
`Restaurant ID,Restaurant Name,Restaurant Category,Restaurant Email,Location,Status` (categories
joined by ", " or N/A as the screen shows them; Location is the number of locations; Status in the
list badge's words: Active for an approved restaurant, or Suspended). The file is
`restaurants-YYYY-MM-DD.csv`.

 * @summary Every restaurant the Restaurants screen's search and filters select, as CSV
 */
const exportRestaurants = (
    params?: ExportRestaurantsParams,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<CsvExportResponse>(
      {url: `/admin/restaurant/export-restaurants`, method: 'GET',
        params, signal
    },
      options);
    }
  

export const getExportRestaurantsQueryKey = (params?: ExportRestaurantsParams,) => {
    return [`/admin/restaurant/export-restaurants`, ...(params ? [params]: [])] as const;
    }

    
export const getExportRestaurantsQueryOptions = <TData = Awaited<ReturnType<typeof exportRestaurants>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(params?: ExportRestaurantsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof exportRestaurants>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getExportRestaurantsQueryKey(params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof exportRestaurants>>> = ({ signal }) => exportRestaurants(params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof exportRestaurants>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ExportRestaurantsQueryResult = NonNullable<Awaited<ReturnType<typeof exportRestaurants>>>
export type ExportRestaurantsQueryError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse


export function useExportRestaurants<TData = Awaited<ReturnType<typeof exportRestaurants>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
 params: undefined |  ExportRestaurantsParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof exportRestaurants>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof exportRestaurants>>,
          TError,
          Awaited<ReturnType<typeof exportRestaurants>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useExportRestaurants<TData = Awaited<ReturnType<typeof exportRestaurants>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
 params?: ExportRestaurantsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof exportRestaurants>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof exportRestaurants>>,
          TError,
          Awaited<ReturnType<typeof exportRestaurants>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useExportRestaurants<TData = Awaited<ReturnType<typeof exportRestaurants>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
 params?: ExportRestaurantsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof exportRestaurants>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Every restaurant the Restaurants screen's search and filters select, as CSV
 */

export function useExportRestaurants<TData = Awaited<ReturnType<typeof exportRestaurants>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
 params?: ExportRestaurantsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof exportRestaurants>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getExportRestaurantsQueryOptions(params,options)

  const query = useQuery(queryOptions , queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Not shown by the console spec. The same `keywords` and order as getAllRestaurants, every matching
restaurant (no paging), with the columns of exportRestaurants. The file is
`restaurants-YYYY-MM-DD.csv`.

 * @summary Every restaurant the Restaurant Merger's search selects, as CSV
 */
const exportAllRestaurants = (
    params?: ExportAllRestaurantsParams,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<CsvExportResponse>(
      {url: `/admin/restaurant/export-all-restaurants`, method: 'GET',
        params, signal
    },
      options);
    }
  

export const getExportAllRestaurantsQueryKey = (params?: ExportAllRestaurantsParams,) => {
    return [`/admin/restaurant/export-all-restaurants`, ...(params ? [params]: [])] as const;
    }

    
export const getExportAllRestaurantsQueryOptions = <TData = Awaited<ReturnType<typeof exportAllRestaurants>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(params?: ExportAllRestaurantsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof exportAllRestaurants>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getExportAllRestaurantsQueryKey(params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof exportAllRestaurants>>> = ({ signal }) => exportAllRestaurants(params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof exportAllRestaurants>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ExportAllRestaurantsQueryResult = NonNullable<Awaited<ReturnType<typeof exportAllRestaurants>>>
export type ExportAllRestaurantsQueryError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse


export function useExportAllRestaurants<TData = Awaited<ReturnType<typeof exportAllRestaurants>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
 params: undefined |  ExportAllRestaurantsParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof exportAllRestaurants>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof exportAllRestaurants>>,
          TError,
          Awaited<ReturnType<typeof exportAllRestaurants>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useExportAllRestaurants<TData = Awaited<ReturnType<typeof exportAllRestaurants>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
 params?: ExportAllRestaurantsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof exportAllRestaurants>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof exportAllRestaurants>>,
          TError,
          Awaited<ReturnType<typeof exportAllRestaurants>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useExportAllRestaurants<TData = Awaited<ReturnType<typeof exportAllRestaurants>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
 params?: ExportAllRestaurantsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof exportAllRestaurants>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Every restaurant the Restaurant Merger's search selects, as CSV
 */

export function useExportAllRestaurants<TData = Awaited<ReturnType<typeof exportAllRestaurants>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
 params?: ExportAllRestaurantsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof exportAllRestaurants>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getExportAllRestaurantsQueryOptions(params,options)

  const query = useQuery(queryOptions , queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Not shown by the console spec. What changeRestaurantStatus does, for every selected restaurant, in one
transaction (see BulkChangeRestaurantStatusRequest for the selection): a suspended owner's sessions end
as they do for one. Restaurants that already have the status count and are left as they are.
Messages: for one restaurant the single call's ('Restaurant Suspended successfully', 'Restaurant
Approved successfully'), for more '12 restaurants suspended successfully' or '12 restaurants approved
successfully' (the count with thousands separators). 404 'Restaurant 123 not found' when a selected id
is not a restaurant (nothing changes); 409 when `matching` no longer selects `expectedCount`
restaurants ('The selection changed: 1,204 restaurants match now, not 1,200. Review it and try
again.'). One activity event with the counts and ids.

 * @summary Approve or suspend many restaurants at once
 */
const bulkChangeRestaurantStatus = (
    bulkChangeRestaurantStatusRequest: BulkChangeRestaurantStatusRequest,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<BulkDoneResponse>(
      {url: `/admin/restaurant/bulk-change-status`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: bulkChangeRestaurantStatusRequest, signal
    },
      options);
    }
  


export const getBulkChangeRestaurantStatusMutationOptions = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | SelectionChangedResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof bulkChangeRestaurantStatus>>, TError,{data: BulkChangeRestaurantStatusRequest}, TContext>, request?: SecondParameter<typeof apiRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof bulkChangeRestaurantStatus>>, TError,{data: BulkChangeRestaurantStatusRequest}, TContext> => {

const mutationKey = ['bulkChangeRestaurantStatus'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof bulkChangeRestaurantStatus>>, {data: BulkChangeRestaurantStatusRequest}> = (props) => {
          const {data} = props ?? {};

          return  bulkChangeRestaurantStatus(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type BulkChangeRestaurantStatusMutationResult = NonNullable<Awaited<ReturnType<typeof bulkChangeRestaurantStatus>>>
    export type BulkChangeRestaurantStatusMutationBody = BulkChangeRestaurantStatusRequest
    export type BulkChangeRestaurantStatusMutationError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | SelectionChangedResponse | NotImplementedResponse

    /**
 * @summary Approve or suspend many restaurants at once
 */
export const useBulkChangeRestaurantStatus = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | SelectionChangedResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof bulkChangeRestaurantStatus>>, TError,{data: BulkChangeRestaurantStatusRequest}, TContext>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof bulkChangeRestaurantStatus>>,
        TError,
        {data: BulkChangeRestaurantStatusRequest},
        TContext
      > => {

      const mutationOptions = getBulkChangeRestaurantStatusMutationOptions(options);

      return useMutation(mutationOptions , queryClient);
    }
    /**
 * The new restaurant takes over the sources' locations, images, menus and deals; the sources are
deleted. Can take several minutes, so clients set no timeout. The console has also been seen
sending PUT or PATCH; POST is the one method (it creates a restaurant).
Fallback on failure 'Failed to merge Restaurant'.

The merge does what previewMergeRestaurants answered for the same request, and nothing else: the
request carries each restaurant's `version` from the preview (`restaurantVersions`) and the
preview's `previewDigest`. A restaurant at another version now answers 412 (VersionConflict naming
who changed it and when; `current` is its restaurant list row), and a preview that would now say
something else (a location, menu item, deal, image or owner added or removed since) answers 409;
either way nothing is merged. A request without `restaurantVersions` comes from a release that
predates versions: as a change without If-Match, the API's `API_IF_MATCH` setting decides
(`optional`: merged, answered with a `Deprecation` header; `required`: 428). The merged restaurant
keeps 'Suspended' when any restaurant merged was suspended, unless a super admin sends
`accountStatus` (an administrator sending it gets 403). Its History records which restaurants were
merged, what moved, which owner logins were removed and the resulting access status.

 * @summary Merge two or more restaurants into one new restaurant
 */
const mergeRestaurants = (
    mergeRestaurantsRequest: MergeRestaurantsRequest,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<RestaurantCreatedResponse>(
      {url: `/admin/restaurant/merge-restaurants`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: mergeRestaurantsRequest, signal
    },
      options);
    }
  


export const getMergeRestaurantsMutationOptions = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | Error | PreconditionFailedResponse | PreconditionRequiredResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof mergeRestaurants>>, TError,{data: MergeRestaurantsRequest}, TContext>, request?: SecondParameter<typeof apiRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof mergeRestaurants>>, TError,{data: MergeRestaurantsRequest}, TContext> => {

const mutationKey = ['mergeRestaurants'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof mergeRestaurants>>, {data: MergeRestaurantsRequest}> = (props) => {
          const {data} = props ?? {};

          return  mergeRestaurants(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type MergeRestaurantsMutationResult = NonNullable<Awaited<ReturnType<typeof mergeRestaurants>>>
    export type MergeRestaurantsMutationBody = MergeRestaurantsRequest
    export type MergeRestaurantsMutationError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | Error | PreconditionFailedResponse | PreconditionRequiredResponse | NotImplementedResponse

    /**
 * @summary Merge two or more restaurants into one new restaurant
 */
export const useMergeRestaurants = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | Error | PreconditionFailedResponse | PreconditionRequiredResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof mergeRestaurants>>, TError,{data: MergeRestaurantsRequest}, TContext>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof mergeRestaurants>>,
        TError,
        {data: MergeRestaurantsRequest},
        TContext
      > => {

      const mutationOptions = getMergeRestaurantsMutationOptions(options);

      return useMutation(mutationOptions , queryClient);
    }
    /**
 * Changes nothing (POST only because it takes the merge's own request; `restaurantVersions` and
`previewDigest` are not read). Answers what mergeRestaurants would do now with the same request:
the resulting name, what moves (locations, menu items, deals, images, with the first names), the
menu categories and restaurant categories the result has, which owner logins are removed (by email)
and which one is kept, and the resulting access status. The merge popup shows it as its
confirmation and sends its versions and `previewDigest` with the merge. Same roles and rules as the
merge, `accountStatus` included (403 for an administrator). Fallback on failure 'Failed to merge Restaurant'.

 * @summary What merging these restaurants would do, before anything is done
 */
const previewMergeRestaurants = (
    mergeRestaurantsRequest: MergeRestaurantsRequest,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<MergePreview>(
      {url: `/admin/restaurant/preview-merge-restaurants`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: mergeRestaurantsRequest, signal
    },
      options);
    }
  


export const getPreviewMergeRestaurantsMutationOptions = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof previewMergeRestaurants>>, TError,{data: MergeRestaurantsRequest}, TContext>, request?: SecondParameter<typeof apiRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof previewMergeRestaurants>>, TError,{data: MergeRestaurantsRequest}, TContext> => {

const mutationKey = ['previewMergeRestaurants'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof previewMergeRestaurants>>, {data: MergeRestaurantsRequest}> = (props) => {
          const {data} = props ?? {};

          return  previewMergeRestaurants(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type PreviewMergeRestaurantsMutationResult = NonNullable<Awaited<ReturnType<typeof previewMergeRestaurants>>>
    export type PreviewMergeRestaurantsMutationBody = MergeRestaurantsRequest
    export type PreviewMergeRestaurantsMutationError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse

    /**
 * @summary What merging these restaurants would do, before anything is done
 */
export const usePreviewMergeRestaurants = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof previewMergeRestaurants>>, TError,{data: MergeRestaurantsRequest}, TContext>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof previewMergeRestaurants>>,
        TError,
        {data: MergeRestaurantsRequest},
        TContext
      > => {

      const mutationOptions = getPreviewMergeRestaurantsMutationOptions(options);

      return useMutation(mutationOptions , queryClient);
    }
    /**
 * Method shown by the console spec (POST). Fallback on failure 'Failed to create Restaurant'.
 * @summary Create a restaurant owner account with its restaurant and first locations
 */
const createRestaurant = (
    createRestaurantRequest: CreateRestaurantRequest,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<RestaurantCreatedResponse>(
      {url: `/admin/restaurant/create-restaurant`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: createRestaurantRequest, signal
    },
      options);
    }
  


export const getCreateRestaurantMutationOptions = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | ConflictResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createRestaurant>>, TError,{data: CreateRestaurantRequest}, TContext>, request?: SecondParameter<typeof apiRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof createRestaurant>>, TError,{data: CreateRestaurantRequest}, TContext> => {

const mutationKey = ['createRestaurant'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof createRestaurant>>, {data: CreateRestaurantRequest}> = (props) => {
          const {data} = props ?? {};

          return  createRestaurant(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type CreateRestaurantMutationResult = NonNullable<Awaited<ReturnType<typeof createRestaurant>>>
    export type CreateRestaurantMutationBody = CreateRestaurantRequest
    export type CreateRestaurantMutationError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | ConflictResponse | NotImplementedResponse

    /**
 * @summary Create a restaurant owner account with its restaurant and first locations
 */
export const useCreateRestaurant = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | ConflictResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createRestaurant>>, TError,{data: CreateRestaurantRequest}, TContext>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof createRestaurant>>,
        TError,
        {data: CreateRestaurantRequest},
        TContext
      > => {

      const mutationOptions = getCreateRestaurantMutationOptions(options);

      return useMutation(mutationOptions , queryClient);
    }
    /**
 * Method not shown by the console spec; PATCH (a status change). `restaurant_id` in the body repeats
the path id (400 when they differ). A suspended owner cannot sign in. Messages 'Restaurant
Suspended successfully' or 'Restaurant Approved successfully'; fallback 'Failed, Please try again Later'.

 * @summary Approve or suspend a restaurant's access
 */
const changeRestaurantStatus = (
    id: number,
    changeRestaurantStatusRequest: ChangeRestaurantStatusRequest,
    headers: ChangeRestaurantStatusHeaders,
 options?: SecondParameter<typeof apiRequest>,) => {
      
      
      return apiRequest<MessageOnlyResponse>(
      {url: `/admin/restaurant/change-status/${id}`, method: 'PATCH',
      headers: {'Content-Type': 'application/json', ...headers},
      data: changeRestaurantStatusRequest
    },
      options);
    }
  


export const getChangeRestaurantStatusMutationOptions = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | PreconditionFailedResponse | PreconditionRequiredResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof changeRestaurantStatus>>, TError,{id: number;data: ChangeRestaurantStatusRequest;headers: ChangeRestaurantStatusHeaders}, TContext>, request?: SecondParameter<typeof apiRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof changeRestaurantStatus>>, TError,{id: number;data: ChangeRestaurantStatusRequest;headers: ChangeRestaurantStatusHeaders}, TContext> => {

const mutationKey = ['changeRestaurantStatus'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof changeRestaurantStatus>>, {id: number;data: ChangeRestaurantStatusRequest;headers: ChangeRestaurantStatusHeaders}> = (props) => {
          const {id,data,headers} = props ?? {};

          return  changeRestaurantStatus(id,data,headers,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type ChangeRestaurantStatusMutationResult = NonNullable<Awaited<ReturnType<typeof changeRestaurantStatus>>>
    export type ChangeRestaurantStatusMutationBody = ChangeRestaurantStatusRequest
    export type ChangeRestaurantStatusMutationError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | PreconditionFailedResponse | PreconditionRequiredResponse | NotImplementedResponse

    /**
 * @summary Approve or suspend a restaurant's access
 */
export const useChangeRestaurantStatus = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | PreconditionFailedResponse | PreconditionRequiredResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof changeRestaurantStatus>>, TError,{id: number;data: ChangeRestaurantStatusRequest;headers: ChangeRestaurantStatusHeaders}, TContext>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof changeRestaurantStatus>>,
        TError,
        {id: number;data: ChangeRestaurantStatusRequest;headers: ChangeRestaurantStatusHeaders},
        TContext
      > => {

      const mutationOptions = getChangeRestaurantStatusMutationOptions(options);

      return useMutation(mutationOptions , queryClient);
    }
    /**
 * Method not shown by the console spec; GET (a read).
 * @summary One restaurant with its account email and status
 */
const getRestaurantDetails = (
    id: number,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<RestaurantDetailsResponse>(
      {url: `/admin/restaurant/get-restaurant-details/${id}`, method: 'GET', signal
    },
      options);
    }
  

export const getGetRestaurantDetailsQueryKey = (id?: number,) => {
    return [`/admin/restaurant/get-restaurant-details/${id}`] as const;
    }

    
export const getGetRestaurantDetailsQueryOptions = <TData = Awaited<ReturnType<typeof getRestaurantDetails>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse>(id: number, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getRestaurantDetails>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetRestaurantDetailsQueryKey(id);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof getRestaurantDetails>>> = ({ signal }) => getRestaurantDetails(id, requestOptions, signal);

      

      

   return  { queryKey, queryFn, enabled: !!(id), ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getRestaurantDetails>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetRestaurantDetailsQueryResult = NonNullable<Awaited<ReturnType<typeof getRestaurantDetails>>>
export type GetRestaurantDetailsQueryError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse


export function useGetRestaurantDetails<TData = Awaited<ReturnType<typeof getRestaurantDetails>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse>(
 id: number, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getRestaurantDetails>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getRestaurantDetails>>,
          TError,
          Awaited<ReturnType<typeof getRestaurantDetails>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetRestaurantDetails<TData = Awaited<ReturnType<typeof getRestaurantDetails>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse>(
 id: number, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getRestaurantDetails>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getRestaurantDetails>>,
          TError,
          Awaited<ReturnType<typeof getRestaurantDetails>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetRestaurantDetails<TData = Awaited<ReturnType<typeof getRestaurantDetails>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse>(
 id: number, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getRestaurantDetails>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary One restaurant with its account email and status
 */

export function useGetRestaurantDetails<TData = Awaited<ReturnType<typeof getRestaurantDetails>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse>(
 id: number, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getRestaurantDetails>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetRestaurantDetailsQueryOptions(id,options)

  const query = useQuery(queryOptions , queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Method not shown by the console spec; POST (a create). Fallback 'Failed to create Restaurant Location'.
 * @summary Add a location (address, phone, images) to any restaurant
 */
const adminCreateRestaurantLocation = (
    adminRestaurantLocationForm: AdminRestaurantLocationForm,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      const formData = new FormData();
formData.append(`restaurantId`, adminRestaurantLocationForm.restaurantId.toString())
formData.append(`streetAddress`, adminRestaurantLocationForm.streetAddress)
if(adminRestaurantLocationForm.country !== undefined) {
 formData.append(`country`, adminRestaurantLocationForm.country)
 }
if(adminRestaurantLocationForm.state !== undefined) {
 formData.append(`state`, adminRestaurantLocationForm.state)
 }
if(adminRestaurantLocationForm.city !== undefined) {
 formData.append(`city`, adminRestaurantLocationForm.city)
 }
if(adminRestaurantLocationForm.zipCode !== undefined) {
 formData.append(`zipCode`, adminRestaurantLocationForm.zipCode)
 }
formData.append(`latitude`, adminRestaurantLocationForm.latitude.toString())
formData.append(`longitude`, adminRestaurantLocationForm.longitude.toString())
if(adminRestaurantLocationForm.locationPrecision !== undefined) {
 formData.append(`locationPrecision`, adminRestaurantLocationForm.locationPrecision)
 }
if(adminRestaurantLocationForm.locationSource !== undefined) {
 formData.append(`locationSource`, adminRestaurantLocationForm.locationSource)
 }
formData.append(`phoneCountryCode`, adminRestaurantLocationForm.phoneCountryCode)
formData.append(`phoneNumber`, adminRestaurantLocationForm.phoneNumber)
if(adminRestaurantLocationForm.restaurantImages !== undefined) {
 adminRestaurantLocationForm.restaurantImages.forEach(value => formData.append(`restaurantImages`, value));
 }

      return apiRequest<AddressCreatedResponse>(
      {url: `/admin/restaurant/create-restaurant-location`, method: 'POST',
      headers: {'Content-Type': 'multipart/form-data', },
       data: formData, signal
    },
      options);
    }
  


export const getAdminCreateRestaurantLocationMutationOptions = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof adminCreateRestaurantLocation>>, TError,{data: AdminRestaurantLocationForm}, TContext>, request?: SecondParameter<typeof apiRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof adminCreateRestaurantLocation>>, TError,{data: AdminRestaurantLocationForm}, TContext> => {

const mutationKey = ['adminCreateRestaurantLocation'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof adminCreateRestaurantLocation>>, {data: AdminRestaurantLocationForm}> = (props) => {
          const {data} = props ?? {};

          return  adminCreateRestaurantLocation(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type AdminCreateRestaurantLocationMutationResult = NonNullable<Awaited<ReturnType<typeof adminCreateRestaurantLocation>>>
    export type AdminCreateRestaurantLocationMutationBody = AdminRestaurantLocationForm
    export type AdminCreateRestaurantLocationMutationError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse

    /**
 * @summary Add a location (address, phone, images) to any restaurant
 */
export const useAdminCreateRestaurantLocation = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof adminCreateRestaurantLocation>>, TError,{data: AdminRestaurantLocationForm}, TContext>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof adminCreateRestaurantLocation>>,
        TError,
        {data: AdminRestaurantLocationForm},
        TContext
      > => {

      const mutationOptions = getAdminCreateRestaurantLocationMutationOptions(options);

      return useMutation(mutationOptions , queryClient);
    }
    /**
 * Method not shown by the console spec; PATCH (an update). The form carries every field, so
absent optional fields are cleared. Fallback 'Failed to update Restaurant Location'.

 * @summary Update a location of any restaurant; sent images are added to the location's set
 */
const adminUpdateRestaurantLocation = (
    id: number,
    adminRestaurantLocationForm: AdminRestaurantLocationForm,
    headers: AdminUpdateRestaurantLocationHeaders,
 options?: SecondParameter<typeof apiRequest>,) => {
      
      const formData = new FormData();
formData.append(`restaurantId`, adminRestaurantLocationForm.restaurantId.toString())
formData.append(`streetAddress`, adminRestaurantLocationForm.streetAddress)
if(adminRestaurantLocationForm.country !== undefined) {
 formData.append(`country`, adminRestaurantLocationForm.country)
 }
if(adminRestaurantLocationForm.state !== undefined) {
 formData.append(`state`, adminRestaurantLocationForm.state)
 }
if(adminRestaurantLocationForm.city !== undefined) {
 formData.append(`city`, adminRestaurantLocationForm.city)
 }
if(adminRestaurantLocationForm.zipCode !== undefined) {
 formData.append(`zipCode`, adminRestaurantLocationForm.zipCode)
 }
formData.append(`latitude`, adminRestaurantLocationForm.latitude.toString())
formData.append(`longitude`, adminRestaurantLocationForm.longitude.toString())
if(adminRestaurantLocationForm.locationPrecision !== undefined) {
 formData.append(`locationPrecision`, adminRestaurantLocationForm.locationPrecision)
 }
if(adminRestaurantLocationForm.locationSource !== undefined) {
 formData.append(`locationSource`, adminRestaurantLocationForm.locationSource)
 }
formData.append(`phoneCountryCode`, adminRestaurantLocationForm.phoneCountryCode)
formData.append(`phoneNumber`, adminRestaurantLocationForm.phoneNumber)
if(adminRestaurantLocationForm.restaurantImages !== undefined) {
 adminRestaurantLocationForm.restaurantImages.forEach(value => formData.append(`restaurantImages`, value));
 }

      return apiRequest<MessageOnlyResponse>(
      {url: `/admin/restaurant/update-restaurant-location/${id}`, method: 'PATCH',
      headers: {'Content-Type': 'multipart/form-data', ...headers},
       data: formData
    },
      options);
    }
  


export const getAdminUpdateRestaurantLocationMutationOptions = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | PreconditionFailedResponse | PreconditionRequiredResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof adminUpdateRestaurantLocation>>, TError,{id: number;data: AdminRestaurantLocationForm;headers: AdminUpdateRestaurantLocationHeaders}, TContext>, request?: SecondParameter<typeof apiRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof adminUpdateRestaurantLocation>>, TError,{id: number;data: AdminRestaurantLocationForm;headers: AdminUpdateRestaurantLocationHeaders}, TContext> => {

const mutationKey = ['adminUpdateRestaurantLocation'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof adminUpdateRestaurantLocation>>, {id: number;data: AdminRestaurantLocationForm;headers: AdminUpdateRestaurantLocationHeaders}> = (props) => {
          const {id,data,headers} = props ?? {};

          return  adminUpdateRestaurantLocation(id,data,headers,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type AdminUpdateRestaurantLocationMutationResult = NonNullable<Awaited<ReturnType<typeof adminUpdateRestaurantLocation>>>
    export type AdminUpdateRestaurantLocationMutationBody = AdminRestaurantLocationForm
    export type AdminUpdateRestaurantLocationMutationError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | PreconditionFailedResponse | PreconditionRequiredResponse | NotImplementedResponse

    /**
 * @summary Update a location of any restaurant; sent images are added to the location's set
 */
export const useAdminUpdateRestaurantLocation = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | PreconditionFailedResponse | PreconditionRequiredResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof adminUpdateRestaurantLocation>>, TError,{id: number;data: AdminRestaurantLocationForm;headers: AdminUpdateRestaurantLocationHeaders}, TContext>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof adminUpdateRestaurantLocation>>,
        TError,
        {id: number;data: AdminRestaurantLocationForm;headers: AdminUpdateRestaurantLocationHeaders},
        TContext
      > => {

      const mutationOptions = getAdminUpdateRestaurantLocationMutationOptions(options);

      return useMutation(mutationOptions , queryClient);
    }
    /**
 * Method not shown by the console spec; PATCH (an update). Fallback 'Failed to update Restaurant Profile'.
 * @summary Update any restaurant's profile; sent images are added to its company-wide set
 */
const adminUpdateRestaurant = (
    adminRestaurantProfileForm: AdminRestaurantProfileForm,
    headers: AdminUpdateRestaurantHeaders,
 options?: SecondParameter<typeof apiRequest>,) => {
      
      const formData = new FormData();
formData.append(`restaurantId`, adminRestaurantProfileForm.restaurantId.toString())
formData.append(`restaurantName`, adminRestaurantProfileForm.restaurantName)
adminRestaurantProfileForm.restaurantCategoryIds.forEach(value => formData.append(`restaurantCategoryIds`, value.toString()));
if(adminRestaurantProfileForm.emailAddress !== undefined) {
 formData.append(`emailAddress`, adminRestaurantProfileForm.emailAddress)
 }
if(adminRestaurantProfileForm.restaurantImages !== undefined) {
 adminRestaurantProfileForm.restaurantImages.forEach(value => formData.append(`restaurantImages`, value));
 }

      return apiRequest<MessageOnlyResponse>(
      {url: `/admin/restaurant/update-restaurant`, method: 'PATCH',
      headers: {'Content-Type': 'multipart/form-data', ...headers},
       data: formData
    },
      options);
    }
  


export const getAdminUpdateRestaurantMutationOptions = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | PreconditionFailedResponse | PreconditionRequiredResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof adminUpdateRestaurant>>, TError,{data: AdminRestaurantProfileForm;headers: AdminUpdateRestaurantHeaders}, TContext>, request?: SecondParameter<typeof apiRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof adminUpdateRestaurant>>, TError,{data: AdminRestaurantProfileForm;headers: AdminUpdateRestaurantHeaders}, TContext> => {

const mutationKey = ['adminUpdateRestaurant'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof adminUpdateRestaurant>>, {data: AdminRestaurantProfileForm;headers: AdminUpdateRestaurantHeaders}> = (props) => {
          const {data,headers} = props ?? {};

          return  adminUpdateRestaurant(data,headers,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type AdminUpdateRestaurantMutationResult = NonNullable<Awaited<ReturnType<typeof adminUpdateRestaurant>>>
    export type AdminUpdateRestaurantMutationBody = AdminRestaurantProfileForm
    export type AdminUpdateRestaurantMutationError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | PreconditionFailedResponse | PreconditionRequiredResponse | NotImplementedResponse

    /**
 * @summary Update any restaurant's profile; sent images are added to its company-wide set
 */
export const useAdminUpdateRestaurant = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | PreconditionFailedResponse | PreconditionRequiredResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof adminUpdateRestaurant>>, TError,{data: AdminRestaurantProfileForm;headers: AdminUpdateRestaurantHeaders}, TContext>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof adminUpdateRestaurant>>,
        TError,
        {data: AdminRestaurantProfileForm;headers: AdminUpdateRestaurantHeaders},
        TContext
      > => {

      const mutationOptions = getAdminUpdateRestaurantMutationOptions(options);

      return useMutation(mutationOptions , queryClient);
    }
    /**
 * Method not shown by the console spec; GET (a read). `keywords` matches the address and phone;
`location_precision=approximate` keeps the locations coarser than street level.

 * @summary One page of a restaurant's locations
 */
const getRestaurantAddresses = (
    id: number,
    params?: GetRestaurantAddressesParams,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<AddressListResponse>(
      {url: `/admin/restaurant/get-restaurant-addresses/${id}`, method: 'GET',
        params, signal
    },
      options);
    }
  

export const getGetRestaurantAddressesQueryKey = (id?: number,
    params?: GetRestaurantAddressesParams,) => {
    return [`/admin/restaurant/get-restaurant-addresses/${id}`, ...(params ? [params]: [])] as const;
    }

    
export const getGetRestaurantAddressesQueryOptions = <TData = Awaited<ReturnType<typeof getRestaurantAddresses>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse>(id: number,
    params?: GetRestaurantAddressesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getRestaurantAddresses>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetRestaurantAddressesQueryKey(id,params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof getRestaurantAddresses>>> = ({ signal }) => getRestaurantAddresses(id,params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, enabled: !!(id), ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getRestaurantAddresses>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetRestaurantAddressesQueryResult = NonNullable<Awaited<ReturnType<typeof getRestaurantAddresses>>>
export type GetRestaurantAddressesQueryError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse


export function useGetRestaurantAddresses<TData = Awaited<ReturnType<typeof getRestaurantAddresses>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse>(
 id: number,
    params: undefined |  GetRestaurantAddressesParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getRestaurantAddresses>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getRestaurantAddresses>>,
          TError,
          Awaited<ReturnType<typeof getRestaurantAddresses>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetRestaurantAddresses<TData = Awaited<ReturnType<typeof getRestaurantAddresses>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse>(
 id: number,
    params?: GetRestaurantAddressesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getRestaurantAddresses>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getRestaurantAddresses>>,
          TError,
          Awaited<ReturnType<typeof getRestaurantAddresses>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetRestaurantAddresses<TData = Awaited<ReturnType<typeof getRestaurantAddresses>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse>(
 id: number,
    params?: GetRestaurantAddressesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getRestaurantAddresses>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary One page of a restaurant's locations
 */

export function useGetRestaurantAddresses<TData = Awaited<ReturnType<typeof getRestaurantAddresses>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse>(
 id: number,
    params?: GetRestaurantAddressesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getRestaurantAddresses>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetRestaurantAddressesQueryOptions(id,params,options)

  const query = useQuery(queryOptions , queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Not shown by the console spec. The same `keywords` and `location_precision` as getRestaurantAddresses,
every matching location in the list's order (no paging), with the columns of
exportMyRestaurantAddresses. The file is `restaurant-locations-YYYY-MM-DD.csv`.

 * @summary Every location of one restaurant that the search selects, as CSV
 */
const exportRestaurantAddresses = (
    id: number,
    params?: ExportRestaurantAddressesParams,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<CsvExportResponse>(
      {url: `/admin/restaurant/export-restaurant-addresses/${id}`, method: 'GET',
        params, signal
    },
      options);
    }
  

export const getExportRestaurantAddressesQueryKey = (id?: number,
    params?: ExportRestaurantAddressesParams,) => {
    return [`/admin/restaurant/export-restaurant-addresses/${id}`, ...(params ? [params]: [])] as const;
    }

    
export const getExportRestaurantAddressesQueryOptions = <TData = Awaited<ReturnType<typeof exportRestaurantAddresses>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse>(id: number,
    params?: ExportRestaurantAddressesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof exportRestaurantAddresses>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getExportRestaurantAddressesQueryKey(id,params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof exportRestaurantAddresses>>> = ({ signal }) => exportRestaurantAddresses(id,params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, enabled: !!(id), ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof exportRestaurantAddresses>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ExportRestaurantAddressesQueryResult = NonNullable<Awaited<ReturnType<typeof exportRestaurantAddresses>>>
export type ExportRestaurantAddressesQueryError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse


export function useExportRestaurantAddresses<TData = Awaited<ReturnType<typeof exportRestaurantAddresses>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse>(
 id: number,
    params: undefined |  ExportRestaurantAddressesParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof exportRestaurantAddresses>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof exportRestaurantAddresses>>,
          TError,
          Awaited<ReturnType<typeof exportRestaurantAddresses>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useExportRestaurantAddresses<TData = Awaited<ReturnType<typeof exportRestaurantAddresses>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse>(
 id: number,
    params?: ExportRestaurantAddressesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof exportRestaurantAddresses>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof exportRestaurantAddresses>>,
          TError,
          Awaited<ReturnType<typeof exportRestaurantAddresses>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useExportRestaurantAddresses<TData = Awaited<ReturnType<typeof exportRestaurantAddresses>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse>(
 id: number,
    params?: ExportRestaurantAddressesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof exportRestaurantAddresses>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Every location of one restaurant that the search selects, as CSV
 */

export function useExportRestaurantAddresses<TData = Awaited<ReturnType<typeof exportRestaurantAddresses>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse>(
 id: number,
    params?: ExportRestaurantAddressesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof exportRestaurantAddresses>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getExportRestaurantAddressesQueryOptions(id,params,options)

  const query = useQuery(queryOptions , queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Fallback 'Failed to delete Restaurant Location'.
 * @summary Delete a location with its images, menu items and deals
 */
const adminDeleteRestaurantLocation = (
    restaurantId: number,
    addressId: number,
    headers: AdminDeleteRestaurantLocationHeaders,
 options?: SecondParameter<typeof apiRequest>,) => {
      
      
      return apiRequest<MessageOnlyResponse>(
      {url: `/admin/restaurant/delete-restaurant-location/${restaurantId}/${addressId}`, method: 'DELETE',
      headers
    },
      options);
    }
  


export const getAdminDeleteRestaurantLocationMutationOptions = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | PreconditionFailedResponse | PreconditionRequiredResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof adminDeleteRestaurantLocation>>, TError,{restaurantId: number;addressId: number;headers: AdminDeleteRestaurantLocationHeaders}, TContext>, request?: SecondParameter<typeof apiRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof adminDeleteRestaurantLocation>>, TError,{restaurantId: number;addressId: number;headers: AdminDeleteRestaurantLocationHeaders}, TContext> => {

const mutationKey = ['adminDeleteRestaurantLocation'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof adminDeleteRestaurantLocation>>, {restaurantId: number;addressId: number;headers: AdminDeleteRestaurantLocationHeaders}> = (props) => {
          const {restaurantId,addressId,headers} = props ?? {};

          return  adminDeleteRestaurantLocation(restaurantId,addressId,headers,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type AdminDeleteRestaurantLocationMutationResult = NonNullable<Awaited<ReturnType<typeof adminDeleteRestaurantLocation>>>
    
    export type AdminDeleteRestaurantLocationMutationError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | PreconditionFailedResponse | PreconditionRequiredResponse | NotImplementedResponse

    /**
 * @summary Delete a location with its images, menu items and deals
 */
export const useAdminDeleteRestaurantLocation = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | PreconditionFailedResponse | PreconditionRequiredResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof adminDeleteRestaurantLocation>>, TError,{restaurantId: number;addressId: number;headers: AdminDeleteRestaurantLocationHeaders}, TContext>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof adminDeleteRestaurantLocation>>,
        TError,
        {restaurantId: number;addressId: number;headers: AdminDeleteRestaurantLocationHeaders},
        TContext
      > => {

      const mutationOptions = getAdminDeleteRestaurantLocationMutationOptions(options);

      return useMutation(mutationOptions , queryClient);
    }
    /**
 * Fallback 'Failed to delete Restaurant Images'.
 * @summary Delete one image (company-wide or of a location) of a restaurant
 */
const adminDeleteRestaurantImage = (
    restaurantId: number,
    imageId: number,
    headers: AdminDeleteRestaurantImageHeaders,
 options?: SecondParameter<typeof apiRequest>,) => {
      
      
      return apiRequest<MessageOnlyResponse>(
      {url: `/admin/restaurant/delete-restaurant-image/${restaurantId}/${imageId}`, method: 'DELETE',
      headers
    },
      options);
    }
  


export const getAdminDeleteRestaurantImageMutationOptions = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | PreconditionFailedResponse | PreconditionRequiredResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof adminDeleteRestaurantImage>>, TError,{restaurantId: number;imageId: number;headers: AdminDeleteRestaurantImageHeaders}, TContext>, request?: SecondParameter<typeof apiRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof adminDeleteRestaurantImage>>, TError,{restaurantId: number;imageId: number;headers: AdminDeleteRestaurantImageHeaders}, TContext> => {

const mutationKey = ['adminDeleteRestaurantImage'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof adminDeleteRestaurantImage>>, {restaurantId: number;imageId: number;headers: AdminDeleteRestaurantImageHeaders}> = (props) => {
          const {restaurantId,imageId,headers} = props ?? {};

          return  adminDeleteRestaurantImage(restaurantId,imageId,headers,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type AdminDeleteRestaurantImageMutationResult = NonNullable<Awaited<ReturnType<typeof adminDeleteRestaurantImage>>>
    
    export type AdminDeleteRestaurantImageMutationError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | PreconditionFailedResponse | PreconditionRequiredResponse | NotImplementedResponse

    /**
 * @summary Delete one image (company-wide or of a location) of a restaurant
 */
export const useAdminDeleteRestaurantImage = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | PreconditionFailedResponse | PreconditionRequiredResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof adminDeleteRestaurantImage>>, TError,{restaurantId: number;imageId: number;headers: AdminDeleteRestaurantImageHeaders}, TContext>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof adminDeleteRestaurantImage>>,
        TError,
        {restaurantId: number;imageId: number;headers: AdminDeleteRestaurantImageHeaders},
        TContext
      > => {

      const mutationOptions = getAdminDeleteRestaurantImageMutationOptions(options);

      return useMutation(mutationOptions , queryClient);
    }
    