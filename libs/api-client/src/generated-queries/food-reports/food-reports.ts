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
  BadRequestResponse,
  BulkDoneResponse,
  BulkFoodReportsRequest,
  CsvExportResponse,
  ExportFoodReportsParams,
  FoodReportListResponse,
  ForbiddenResponse,
  GetFoodReportsParams,
  IgnoreFoodReportHeaders,
  MessageOnlyResponse,
  NotFoundResponse,
  NotImplementedResponse,
  PreconditionFailedResponse,
  PreconditionRequiredResponse,
  RemoveReportedFoodHeaders,
  SelectionChangedResponse,
  UnauthorizedResponse
} from '../../generated/model';

import { apiRequest } from '../../queries/shared-api-request';


type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];



/**
 * Method shown by the console spec (GET). `keywords` matches the item name.
 * @summary Menu items with open reports, one row per item (the screen asks page 1, size 999999)
 */
const getFoodReports = (
    params?: GetFoodReportsParams,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<FoodReportListResponse>(
      {url: `/admin/food-report/get-food-reports`, method: 'GET',
        params, signal
    },
      options);
    }
  

export const getGetFoodReportsQueryKey = (params?: GetFoodReportsParams,) => {
    return [`/admin/food-report/get-food-reports`, ...(params ? [params]: [])] as const;
    }

    
export const getGetFoodReportsQueryOptions = <TData = Awaited<ReturnType<typeof getFoodReports>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(params?: GetFoodReportsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getFoodReports>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetFoodReportsQueryKey(params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof getFoodReports>>> = ({ signal }) => getFoodReports(params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getFoodReports>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetFoodReportsQueryResult = NonNullable<Awaited<ReturnType<typeof getFoodReports>>>
export type GetFoodReportsQueryError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse


export function useGetFoodReports<TData = Awaited<ReturnType<typeof getFoodReports>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
 params: undefined |  GetFoodReportsParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getFoodReports>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getFoodReports>>,
          TError,
          Awaited<ReturnType<typeof getFoodReports>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetFoodReports<TData = Awaited<ReturnType<typeof getFoodReports>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
 params?: GetFoodReportsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getFoodReports>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getFoodReports>>,
          TError,
          Awaited<ReturnType<typeof getFoodReports>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetFoodReports<TData = Awaited<ReturnType<typeof getFoodReports>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
 params?: GetFoodReportsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getFoodReports>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Menu items with open reports, one row per item (the screen asks page 1, size 999999)
 */

export function useGetFoodReports<TData = Awaited<ReturnType<typeof getFoodReports>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
 params?: GetFoodReportsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getFoodReports>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetFoodReportsQueryOptions(params,options)

  const query = useQuery(queryOptions , queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Not shown by the console spec. The same `keywords` and order as getFoodReports, as CSV (see CsvExport):
`Menu Item ID,Item Name,Restaurant,# of Requests,Latest Request` (Latest Request in UTC, ISO 8601).
The file is `reported-items-YYYY-MM-DD.csv`.

 * @summary Every reported menu item the search selects, as CSV (Marked For Removal's export)
 */
const exportFoodReports = (
    params?: ExportFoodReportsParams,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<CsvExportResponse>(
      {url: `/admin/food-report/export-food-reports`, method: 'GET',
        params, signal
    },
      options);
    }
  

export const getExportFoodReportsQueryKey = (params?: ExportFoodReportsParams,) => {
    return [`/admin/food-report/export-food-reports`, ...(params ? [params]: [])] as const;
    }

    
export const getExportFoodReportsQueryOptions = <TData = Awaited<ReturnType<typeof exportFoodReports>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(params?: ExportFoodReportsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof exportFoodReports>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getExportFoodReportsQueryKey(params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof exportFoodReports>>> = ({ signal }) => exportFoodReports(params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof exportFoodReports>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ExportFoodReportsQueryResult = NonNullable<Awaited<ReturnType<typeof exportFoodReports>>>
export type ExportFoodReportsQueryError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse


export function useExportFoodReports<TData = Awaited<ReturnType<typeof exportFoodReports>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
 params: undefined |  ExportFoodReportsParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof exportFoodReports>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof exportFoodReports>>,
          TError,
          Awaited<ReturnType<typeof exportFoodReports>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useExportFoodReports<TData = Awaited<ReturnType<typeof exportFoodReports>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
 params?: ExportFoodReportsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof exportFoodReports>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof exportFoodReports>>,
          TError,
          Awaited<ReturnType<typeof exportFoodReports>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useExportFoodReports<TData = Awaited<ReturnType<typeof exportFoodReports>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
 params?: ExportFoodReportsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof exportFoodReports>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Every reported menu item the search selects, as CSV (Marked For Removal's export)
 */

export function useExportFoodReports<TData = Awaited<ReturnType<typeof exportFoodReports>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
 params?: ExportFoodReportsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof exportFoodReports>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getExportFoodReportsQueryOptions(params,options)

  const query = useQuery(queryOptions , queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Not shown by the console spec. What ignoreFoodReport does, for every selected item (ids are foodIds), in
one transaction (see BulkFoodReportsRequest). Messages: for one item the single call's ('Food Report
Ignored Successfully'), for more '12 food reports ignored successfully'. An id without open reports is
404 "'Pizza Roma' has no open reports" (or 'Food Item 123 not found' when there is no such item);
nothing changes then. 409 as bulkChangeRestaurantStatus when the selection changed.

 * @summary Dismiss the open reports of many menu items at once, keeping the items
 */
const bulkIgnoreFoodReports = (
    bulkFoodReportsRequest: BulkFoodReportsRequest,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<BulkDoneResponse>(
      {url: `/admin/food-report/bulk-ignore-foods`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: bulkFoodReportsRequest, signal
    },
      options);
    }
  


export const getBulkIgnoreFoodReportsMutationOptions = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | SelectionChangedResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof bulkIgnoreFoodReports>>, TError,{data: BulkFoodReportsRequest}, TContext>, request?: SecondParameter<typeof apiRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof bulkIgnoreFoodReports>>, TError,{data: BulkFoodReportsRequest}, TContext> => {

const mutationKey = ['bulkIgnoreFoodReports'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof bulkIgnoreFoodReports>>, {data: BulkFoodReportsRequest}> = (props) => {
          const {data} = props ?? {};

          return  bulkIgnoreFoodReports(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type BulkIgnoreFoodReportsMutationResult = NonNullable<Awaited<ReturnType<typeof bulkIgnoreFoodReports>>>
    export type BulkIgnoreFoodReportsMutationBody = BulkFoodReportsRequest
    export type BulkIgnoreFoodReportsMutationError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | SelectionChangedResponse | NotImplementedResponse

    /**
 * @summary Dismiss the open reports of many menu items at once, keeping the items
 */
export const useBulkIgnoreFoodReports = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | SelectionChangedResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof bulkIgnoreFoodReports>>, TError,{data: BulkFoodReportsRequest}, TContext>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof bulkIgnoreFoodReports>>,
        TError,
        {data: BulkFoodReportsRequest},
        TContext
      > => {

      const mutationOptions = getBulkIgnoreFoodReportsMutationOptions(options);

      return useMutation(mutationOptions , queryClient);
    }
    /**
 * Not shown by the console spec. What removeReportedFood does, for every selected item, in one transaction
(see BulkFoodReportsRequest). Messages: for one item the single call's ('Food removed Successfully'),
for more '12 food items removed successfully'. Errors as bulkIgnoreFoodReports.

 * @summary Remove many reported menu items from recommendations at once and close their reports
 */
const bulkRemoveReportedFoods = (
    bulkFoodReportsRequest: BulkFoodReportsRequest,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<BulkDoneResponse>(
      {url: `/admin/food-report/bulk-remove-foods`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: bulkFoodReportsRequest, signal
    },
      options);
    }
  


export const getBulkRemoveReportedFoodsMutationOptions = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | SelectionChangedResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof bulkRemoveReportedFoods>>, TError,{data: BulkFoodReportsRequest}, TContext>, request?: SecondParameter<typeof apiRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof bulkRemoveReportedFoods>>, TError,{data: BulkFoodReportsRequest}, TContext> => {

const mutationKey = ['bulkRemoveReportedFoods'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof bulkRemoveReportedFoods>>, {data: BulkFoodReportsRequest}> = (props) => {
          const {data} = props ?? {};

          return  bulkRemoveReportedFoods(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type BulkRemoveReportedFoodsMutationResult = NonNullable<Awaited<ReturnType<typeof bulkRemoveReportedFoods>>>
    export type BulkRemoveReportedFoodsMutationBody = BulkFoodReportsRequest
    export type BulkRemoveReportedFoodsMutationError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | SelectionChangedResponse | NotImplementedResponse

    /**
 * @summary Remove many reported menu items from recommendations at once and close their reports
 */
export const useBulkRemoveReportedFoods = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | SelectionChangedResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof bulkRemoveReportedFoods>>, TError,{data: BulkFoodReportsRequest}, TContext>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof bulkRemoveReportedFoods>>,
        TError,
        {data: BulkFoodReportsRequest},
        TContext
      > => {

      const mutationOptions = getBulkRemoveReportedFoodsMutationOptions(options);

      return useMutation(mutationOptions , queryClient);
    }
    /**
 * Method not shown by the console spec; DELETE (it removes the item: app users are no longer
offered it). Message 'Food removed Successfully'; fallback 'Failed to remove Food'.

 * @summary Remove a reported menu item from recommendations and close its reports
 */
const removeReportedFood = (
    id: number,
    headers: RemoveReportedFoodHeaders,
 options?: SecondParameter<typeof apiRequest>,) => {
      
      
      return apiRequest<MessageOnlyResponse>(
      {url: `/admin/food-report/remove-food/${id}`, method: 'DELETE',
      headers
    },
      options);
    }
  


export const getRemoveReportedFoodMutationOptions = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | PreconditionFailedResponse | PreconditionRequiredResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof removeReportedFood>>, TError,{id: number;headers: RemoveReportedFoodHeaders}, TContext>, request?: SecondParameter<typeof apiRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof removeReportedFood>>, TError,{id: number;headers: RemoveReportedFoodHeaders}, TContext> => {

const mutationKey = ['removeReportedFood'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof removeReportedFood>>, {id: number;headers: RemoveReportedFoodHeaders}> = (props) => {
          const {id,headers} = props ?? {};

          return  removeReportedFood(id,headers,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type RemoveReportedFoodMutationResult = NonNullable<Awaited<ReturnType<typeof removeReportedFood>>>
    
    export type RemoveReportedFoodMutationError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | PreconditionFailedResponse | PreconditionRequiredResponse | NotImplementedResponse

    /**
 * @summary Remove a reported menu item from recommendations and close its reports
 */
export const useRemoveReportedFood = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | PreconditionFailedResponse | PreconditionRequiredResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof removeReportedFood>>, TError,{id: number;headers: RemoveReportedFoodHeaders}, TContext>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof removeReportedFood>>,
        TError,
        {id: number;headers: RemoveReportedFoodHeaders},
        TContext
      > => {

      const mutationOptions = getRemoveReportedFoodMutationOptions(options);

      return useMutation(mutationOptions , queryClient);
    }
    /**
 * Method shown by the console spec (POST). Message 'Food Report Ignored Successfully'; fallback 'Failed to ignore Food Report'.
 * @summary Dismiss a menu item's open reports and keep the item
 */
const ignoreFoodReport = (
    id: number,
    headers: IgnoreFoodReportHeaders,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<MessageOnlyResponse>(
      {url: `/admin/food-report/ignore-food/${id}`, method: 'POST',
      headers, signal
    },
      options);
    }
  


export const getIgnoreFoodReportMutationOptions = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | PreconditionFailedResponse | PreconditionRequiredResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof ignoreFoodReport>>, TError,{id: number;headers: IgnoreFoodReportHeaders}, TContext>, request?: SecondParameter<typeof apiRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof ignoreFoodReport>>, TError,{id: number;headers: IgnoreFoodReportHeaders}, TContext> => {

const mutationKey = ['ignoreFoodReport'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof ignoreFoodReport>>, {id: number;headers: IgnoreFoodReportHeaders}> = (props) => {
          const {id,headers} = props ?? {};

          return  ignoreFoodReport(id,headers,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type IgnoreFoodReportMutationResult = NonNullable<Awaited<ReturnType<typeof ignoreFoodReport>>>
    
    export type IgnoreFoodReportMutationError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | PreconditionFailedResponse | PreconditionRequiredResponse | NotImplementedResponse

    /**
 * @summary Dismiss a menu item's open reports and keep the item
 */
export const useIgnoreFoodReport = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | PreconditionFailedResponse | PreconditionRequiredResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof ignoreFoodReport>>, TError,{id: number;headers: IgnoreFoodReportHeaders}, TContext>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof ignoreFoodReport>>,
        TError,
        {id: number;headers: IgnoreFoodReportHeaders},
        TContext
      > => {

      const mutationOptions = getIgnoreFoodReportMutationOptions(options);

      return useMutation(mutationOptions , queryClient);
    }
    