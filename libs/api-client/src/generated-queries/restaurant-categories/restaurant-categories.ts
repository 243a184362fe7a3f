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
  AdminGetRestaurantCategoriesParams,
  BadRequestResponse,
  ConflictResponse,
  CsvExportResponse,
  DeleteRestaurantCategoryHeaders,
  ExportRestaurantCategoriesParams,
  ForbiddenResponse,
  MessageOnlyResponse,
  NotFoundResponse,
  NotImplementedResponse,
  PreconditionFailedResponse,
  PreconditionRequiredResponse,
  RestaurantCategoryCreatedResponse,
  RestaurantCategoryListResponse,
  RestaurantCategoryRequest,
  RestaurantCategoryResponse,
  UnauthorizedResponse,
  UpdateRestaurantCategoryHeaders
} from '../../generated/model';

import { apiRequest } from '../../queries/shared-api-request';


type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];



/**
 * Fallback 'Failed to get Categories'.
 * @summary Every restaurant category, for the owner's profile form, sorted by name
 */
const getRestaurantCategories = (
    
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<RestaurantCategoryListResponse>(
      {url: `/restaurant-category/get-restaurant-categories`, method: 'GET', signal
    },
      options);
    }
  

export const getGetRestaurantCategoriesQueryKey = () => {
    return [`/restaurant-category/get-restaurant-categories`] as const;
    }

    
export const getGetRestaurantCategoriesQueryOptions = <TData = Awaited<ReturnType<typeof getRestaurantCategories>>, TError = UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getRestaurantCategories>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetRestaurantCategoriesQueryKey();

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof getRestaurantCategories>>> = ({ signal }) => getRestaurantCategories(requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getRestaurantCategories>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetRestaurantCategoriesQueryResult = NonNullable<Awaited<ReturnType<typeof getRestaurantCategories>>>
export type GetRestaurantCategoriesQueryError = UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse


export function useGetRestaurantCategories<TData = Awaited<ReturnType<typeof getRestaurantCategories>>, TError = UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getRestaurantCategories>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getRestaurantCategories>>,
          TError,
          Awaited<ReturnType<typeof getRestaurantCategories>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetRestaurantCategories<TData = Awaited<ReturnType<typeof getRestaurantCategories>>, TError = UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getRestaurantCategories>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getRestaurantCategories>>,
          TError,
          Awaited<ReturnType<typeof getRestaurantCategories>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetRestaurantCategories<TData = Awaited<ReturnType<typeof getRestaurantCategories>>, TError = UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getRestaurantCategories>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Every restaurant category, for the owner's profile form, sorted by name
 */

export function useGetRestaurantCategories<TData = Awaited<ReturnType<typeof getRestaurantCategories>>, TError = UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getRestaurantCategories>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetRestaurantCategoriesQueryOptions(options)

  const query = useQuery(queryOptions , queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Method not shown by the console spec; GET (a read). `keywords` matches name and description.
 * @summary Restaurant categories for administrators (the screen asks page 1, size 999999), sorted by name
 */
const adminGetRestaurantCategories = (
    params?: AdminGetRestaurantCategoriesParams,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<RestaurantCategoryListResponse>(
      {url: `/admin/restaurant-category/get-restaurant-categories`, method: 'GET',
        params, signal
    },
      options);
    }
  

export const getAdminGetRestaurantCategoriesQueryKey = (params?: AdminGetRestaurantCategoriesParams,) => {
    return [`/admin/restaurant-category/get-restaurant-categories`, ...(params ? [params]: [])] as const;
    }

    
export const getAdminGetRestaurantCategoriesQueryOptions = <TData = Awaited<ReturnType<typeof adminGetRestaurantCategories>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(params?: AdminGetRestaurantCategoriesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof adminGetRestaurantCategories>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getAdminGetRestaurantCategoriesQueryKey(params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof adminGetRestaurantCategories>>> = ({ signal }) => adminGetRestaurantCategories(params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof adminGetRestaurantCategories>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type AdminGetRestaurantCategoriesQueryResult = NonNullable<Awaited<ReturnType<typeof adminGetRestaurantCategories>>>
export type AdminGetRestaurantCategoriesQueryError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse


export function useAdminGetRestaurantCategories<TData = Awaited<ReturnType<typeof adminGetRestaurantCategories>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
 params: undefined |  AdminGetRestaurantCategoriesParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof adminGetRestaurantCategories>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminGetRestaurantCategories>>,
          TError,
          Awaited<ReturnType<typeof adminGetRestaurantCategories>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useAdminGetRestaurantCategories<TData = Awaited<ReturnType<typeof adminGetRestaurantCategories>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
 params?: AdminGetRestaurantCategoriesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof adminGetRestaurantCategories>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminGetRestaurantCategories>>,
          TError,
          Awaited<ReturnType<typeof adminGetRestaurantCategories>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useAdminGetRestaurantCategories<TData = Awaited<ReturnType<typeof adminGetRestaurantCategories>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
 params?: AdminGetRestaurantCategoriesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof adminGetRestaurantCategories>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Restaurant categories for administrators (the screen asks page 1, size 999999), sorted by name
 */

export function useAdminGetRestaurantCategories<TData = Awaited<ReturnType<typeof adminGetRestaurantCategories>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
 params?: AdminGetRestaurantCategoriesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof adminGetRestaurantCategories>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getAdminGetRestaurantCategoriesQueryOptions(params,options)

  const query = useQuery(queryOptions , queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Not shown by the console spec. The same `keywords` as adminGetRestaurantCategories, ordered by
name as the screen sorts its whole list (`order_type` desc for Z to A), as CSV (see CsvExport):
`Restaurant Category ID,Restaurant Category Name,Description`. The file is
`restaurant-categories-YYYY-MM-DD.csv`.

 * @summary Every restaurant category the search selects, as CSV
 */
const exportRestaurantCategories = (
    params?: ExportRestaurantCategoriesParams,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<CsvExportResponse>(
      {url: `/admin/restaurant-category/export-restaurant-categories`, method: 'GET',
        params, signal
    },
      options);
    }
  

export const getExportRestaurantCategoriesQueryKey = (params?: ExportRestaurantCategoriesParams,) => {
    return [`/admin/restaurant-category/export-restaurant-categories`, ...(params ? [params]: [])] as const;
    }

    
export const getExportRestaurantCategoriesQueryOptions = <TData = Awaited<ReturnType<typeof exportRestaurantCategories>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(params?: ExportRestaurantCategoriesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof exportRestaurantCategories>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getExportRestaurantCategoriesQueryKey(params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof exportRestaurantCategories>>> = ({ signal }) => exportRestaurantCategories(params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof exportRestaurantCategories>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ExportRestaurantCategoriesQueryResult = NonNullable<Awaited<ReturnType<typeof exportRestaurantCategories>>>
export type ExportRestaurantCategoriesQueryError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse


export function useExportRestaurantCategories<TData = Awaited<ReturnType<typeof exportRestaurantCategories>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
 params: undefined |  ExportRestaurantCategoriesParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof exportRestaurantCategories>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof exportRestaurantCategories>>,
          TError,
          Awaited<ReturnType<typeof exportRestaurantCategories>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useExportRestaurantCategories<TData = Awaited<ReturnType<typeof exportRestaurantCategories>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
 params?: ExportRestaurantCategoriesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof exportRestaurantCategories>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof exportRestaurantCategories>>,
          TError,
          Awaited<ReturnType<typeof exportRestaurantCategories>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useExportRestaurantCategories<TData = Awaited<ReturnType<typeof exportRestaurantCategories>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
 params?: ExportRestaurantCategoriesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof exportRestaurantCategories>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Every restaurant category the search selects, as CSV
 */

export function useExportRestaurantCategories<TData = Awaited<ReturnType<typeof exportRestaurantCategories>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
 params?: ExportRestaurantCategoriesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof exportRestaurantCategories>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getExportRestaurantCategoriesQueryOptions(params,options)

  const query = useQuery(queryOptions , queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Method not shown by the console spec; GET (a read).
 * @summary One restaurant category
 */
const getRestaurantCategory = (
    id: number,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<RestaurantCategoryResponse>(
      {url: `/admin/restaurant-category/get-restaurant-category/${id}`, method: 'GET', signal
    },
      options);
    }
  

export const getGetRestaurantCategoryQueryKey = (id?: number,) => {
    return [`/admin/restaurant-category/get-restaurant-category/${id}`] as const;
    }

    
export const getGetRestaurantCategoryQueryOptions = <TData = Awaited<ReturnType<typeof getRestaurantCategory>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse>(id: number, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getRestaurantCategory>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetRestaurantCategoryQueryKey(id);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof getRestaurantCategory>>> = ({ signal }) => getRestaurantCategory(id, requestOptions, signal);

      

      

   return  { queryKey, queryFn, enabled: !!(id), ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getRestaurantCategory>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetRestaurantCategoryQueryResult = NonNullable<Awaited<ReturnType<typeof getRestaurantCategory>>>
export type GetRestaurantCategoryQueryError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse


export function useGetRestaurantCategory<TData = Awaited<ReturnType<typeof getRestaurantCategory>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse>(
 id: number, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getRestaurantCategory>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getRestaurantCategory>>,
          TError,
          Awaited<ReturnType<typeof getRestaurantCategory>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetRestaurantCategory<TData = Awaited<ReturnType<typeof getRestaurantCategory>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse>(
 id: number, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getRestaurantCategory>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getRestaurantCategory>>,
          TError,
          Awaited<ReturnType<typeof getRestaurantCategory>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetRestaurantCategory<TData = Awaited<ReturnType<typeof getRestaurantCategory>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse>(
 id: number, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getRestaurantCategory>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary One restaurant category
 */

export function useGetRestaurantCategory<TData = Awaited<ReturnType<typeof getRestaurantCategory>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse>(
 id: number, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getRestaurantCategory>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetRestaurantCategoryQueryOptions(id,options)

  const query = useQuery(queryOptions , queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Method not shown by the console spec; POST (a create). Fallback 'Failed to create Restaurant Category'.
 * @summary Create a restaurant category (names are unique, ignoring case)
 */
const createRestaurantCategory = (
    restaurantCategoryRequest: RestaurantCategoryRequest,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<RestaurantCategoryCreatedResponse>(
      {url: `/admin/restaurant-category/create-restaurant-category`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: restaurantCategoryRequest, signal
    },
      options);
    }
  


export const getCreateRestaurantCategoryMutationOptions = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | ConflictResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createRestaurantCategory>>, TError,{data: RestaurantCategoryRequest}, TContext>, request?: SecondParameter<typeof apiRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof createRestaurantCategory>>, TError,{data: RestaurantCategoryRequest}, TContext> => {

const mutationKey = ['createRestaurantCategory'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof createRestaurantCategory>>, {data: RestaurantCategoryRequest}> = (props) => {
          const {data} = props ?? {};

          return  createRestaurantCategory(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type CreateRestaurantCategoryMutationResult = NonNullable<Awaited<ReturnType<typeof createRestaurantCategory>>>
    export type CreateRestaurantCategoryMutationBody = RestaurantCategoryRequest
    export type CreateRestaurantCategoryMutationError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | ConflictResponse | NotImplementedResponse

    /**
 * @summary Create a restaurant category (names are unique, ignoring case)
 */
export const useCreateRestaurantCategory = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | ConflictResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createRestaurantCategory>>, TError,{data: RestaurantCategoryRequest}, TContext>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof createRestaurantCategory>>,
        TError,
        {data: RestaurantCategoryRequest},
        TContext
      > => {

      const mutationOptions = getCreateRestaurantCategoryMutationOptions(options);

      return useMutation(mutationOptions , queryClient);
    }
    /**
 * Method not shown by the console spec; PATCH (an update). Fallback 'Failed to update Restaurant Category'.
 * @summary Rename or re-describe a restaurant category
 */
const updateRestaurantCategory = (
    id: number,
    restaurantCategoryRequest: RestaurantCategoryRequest,
    headers: UpdateRestaurantCategoryHeaders,
 options?: SecondParameter<typeof apiRequest>,) => {
      
      
      return apiRequest<MessageOnlyResponse>(
      {url: `/admin/restaurant-category/update-restaurant-category/${id}`, method: 'PATCH',
      headers: {'Content-Type': 'application/json', ...headers},
      data: restaurantCategoryRequest
    },
      options);
    }
  


export const getUpdateRestaurantCategoryMutationOptions = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | PreconditionFailedResponse | PreconditionRequiredResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof updateRestaurantCategory>>, TError,{id: number;data: RestaurantCategoryRequest;headers: UpdateRestaurantCategoryHeaders}, TContext>, request?: SecondParameter<typeof apiRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof updateRestaurantCategory>>, TError,{id: number;data: RestaurantCategoryRequest;headers: UpdateRestaurantCategoryHeaders}, TContext> => {

const mutationKey = ['updateRestaurantCategory'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof updateRestaurantCategory>>, {id: number;data: RestaurantCategoryRequest;headers: UpdateRestaurantCategoryHeaders}> = (props) => {
          const {id,data,headers} = props ?? {};

          return  updateRestaurantCategory(id,data,headers,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type UpdateRestaurantCategoryMutationResult = NonNullable<Awaited<ReturnType<typeof updateRestaurantCategory>>>
    export type UpdateRestaurantCategoryMutationBody = RestaurantCategoryRequest
    export type UpdateRestaurantCategoryMutationError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | PreconditionFailedResponse | PreconditionRequiredResponse | NotImplementedResponse

    /**
 * @summary Rename or re-describe a restaurant category
 */
export const useUpdateRestaurantCategory = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | PreconditionFailedResponse | PreconditionRequiredResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof updateRestaurantCategory>>, TError,{id: number;data: RestaurantCategoryRequest;headers: UpdateRestaurantCategoryHeaders}, TContext>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof updateRestaurantCategory>>,
        TError,
        {id: number;data: RestaurantCategoryRequest;headers: UpdateRestaurantCategoryHeaders},
        TContext
      > => {

      const mutationOptions = getUpdateRestaurantCategoryMutationOptions(options);

      return useMutation(mutationOptions , queryClient);
    }
    /**
 * Method not shown by the console spec; DELETE. Fallback 'Failed to delete Restaurant Category'.
 * @summary Delete a restaurant category (restaurants keep their other categories)
 */
const deleteRestaurantCategory = (
    id: number,
    headers: DeleteRestaurantCategoryHeaders,
 options?: SecondParameter<typeof apiRequest>,) => {
      
      
      return apiRequest<MessageOnlyResponse>(
      {url: `/admin/restaurant-category/delete-restaurant-category/${id}`, method: 'DELETE',
      headers
    },
      options);
    }
  


export const getDeleteRestaurantCategoryMutationOptions = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | PreconditionFailedResponse | PreconditionRequiredResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof deleteRestaurantCategory>>, TError,{id: number;headers: DeleteRestaurantCategoryHeaders}, TContext>, request?: SecondParameter<typeof apiRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof deleteRestaurantCategory>>, TError,{id: number;headers: DeleteRestaurantCategoryHeaders}, TContext> => {

const mutationKey = ['deleteRestaurantCategory'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof deleteRestaurantCategory>>, {id: number;headers: DeleteRestaurantCategoryHeaders}> = (props) => {
          const {id,headers} = props ?? {};

          return  deleteRestaurantCategory(id,headers,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type DeleteRestaurantCategoryMutationResult = NonNullable<Awaited<ReturnType<typeof deleteRestaurantCategory>>>
    
    export type DeleteRestaurantCategoryMutationError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | PreconditionFailedResponse | PreconditionRequiredResponse | NotImplementedResponse

    /**
 * @summary Delete a restaurant category (restaurants keep their other categories)
 */
export const useDeleteRestaurantCategory = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | PreconditionFailedResponse | PreconditionRequiredResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof deleteRestaurantCategory>>, TError,{id: number;headers: DeleteRestaurantCategoryHeaders}, TContext>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof deleteRestaurantCategory>>,
        TError,
        {id: number;headers: DeleteRestaurantCategoryHeaders},
        TContext
      > => {

      const mutationOptions = getDeleteRestaurantCategoryMutationOptions(options);

      return useMutation(mutationOptions , queryClient);
    }
    