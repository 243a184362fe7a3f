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
  AdminFoodCategoryRequest,
  AdminGetFoodCategoriesParams,
  AdminUpdateFoodCategoryHeaders,
  BadRequestResponse,
  ConflictResponse,
  FoodCategoryCreatedResponse,
  FoodCategoryListResponse,
  FoodCategoryRequest,
  FoodCategoryResponse,
  ForbiddenResponse,
  GetFoodCategoriesParams,
  MessageOnlyResponse,
  NotFoundResponse,
  NotImplementedResponse,
  PreconditionFailedResponse,
  PreconditionRequiredResponse,
  UnauthorizedResponse,
  UpdateFoodCategoryHeaders
} from '../../generated/model';

import { apiRequest } from '../../queries/shared-api-request';


type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];



/**
 * Method not shown by the console spec; GET (a read). Includes the uncategorised group
(`categoryId` -1, `categoryName` 'N/A') when it holds items. Sorted by title (case ignored), the
uncategorised group last. `foodCount` counts every item of the menu, those an administrator removed
from recommendations included, so it equals get-foods' `totalItems` for that category without
keywords. `keywords` filters the titles and leaves the uncategorised group out.
Fallback 'Failed to get Categories'.

 * @summary The owner's menu categories with item counts (the console asks page 1, size 999999)
 */
const getFoodCategories = (
    params?: GetFoodCategoriesParams,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<FoodCategoryListResponse>(
      {url: `/food-category/get-food-categories`, method: 'GET',
        params, signal
    },
      options);
    }
  

export const getGetFoodCategoriesQueryKey = (params?: GetFoodCategoriesParams,) => {
    return [`/food-category/get-food-categories`, ...(params ? [params]: [])] as const;
    }

    
export const getGetFoodCategoriesQueryOptions = <TData = Awaited<ReturnType<typeof getFoodCategories>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(params?: GetFoodCategoriesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getFoodCategories>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetFoodCategoriesQueryKey(params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof getFoodCategories>>> = ({ signal }) => getFoodCategories(params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getFoodCategories>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetFoodCategoriesQueryResult = NonNullable<Awaited<ReturnType<typeof getFoodCategories>>>
export type GetFoodCategoriesQueryError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse


export function useGetFoodCategories<TData = Awaited<ReturnType<typeof getFoodCategories>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
 params: undefined |  GetFoodCategoriesParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getFoodCategories>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getFoodCategories>>,
          TError,
          Awaited<ReturnType<typeof getFoodCategories>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetFoodCategories<TData = Awaited<ReturnType<typeof getFoodCategories>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
 params?: GetFoodCategoriesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getFoodCategories>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getFoodCategories>>,
          TError,
          Awaited<ReturnType<typeof getFoodCategories>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetFoodCategories<TData = Awaited<ReturnType<typeof getFoodCategories>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
 params?: GetFoodCategoriesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getFoodCategories>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary The owner's menu categories with item counts (the console asks page 1, size 999999)
 */

export function useGetFoodCategories<TData = Awaited<ReturnType<typeof getFoodCategories>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
 params?: GetFoodCategoriesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getFoodCategories>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetFoodCategoriesQueryOptions(params,options)

  const query = useQuery(queryOptions , queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Method not shown by the console spec; GET (a read).
 * @summary One of the owner's menu categories
 */
const getFoodCategory = (
    id: number,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<FoodCategoryResponse>(
      {url: `/food-category/get-food-category/${id}`, method: 'GET', signal
    },
      options);
    }
  

export const getGetFoodCategoryQueryKey = (id?: number,) => {
    return [`/food-category/get-food-category/${id}`] as const;
    }

    
export const getGetFoodCategoryQueryOptions = <TData = Awaited<ReturnType<typeof getFoodCategory>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse>(id: number, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getFoodCategory>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetFoodCategoryQueryKey(id);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof getFoodCategory>>> = ({ signal }) => getFoodCategory(id, requestOptions, signal);

      

      

   return  { queryKey, queryFn, enabled: !!(id), ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getFoodCategory>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetFoodCategoryQueryResult = NonNullable<Awaited<ReturnType<typeof getFoodCategory>>>
export type GetFoodCategoryQueryError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse


export function useGetFoodCategory<TData = Awaited<ReturnType<typeof getFoodCategory>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse>(
 id: number, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getFoodCategory>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getFoodCategory>>,
          TError,
          Awaited<ReturnType<typeof getFoodCategory>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetFoodCategory<TData = Awaited<ReturnType<typeof getFoodCategory>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse>(
 id: number, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getFoodCategory>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getFoodCategory>>,
          TError,
          Awaited<ReturnType<typeof getFoodCategory>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetFoodCategory<TData = Awaited<ReturnType<typeof getFoodCategory>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse>(
 id: number, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getFoodCategory>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary One of the owner's menu categories
 */

export function useGetFoodCategory<TData = Awaited<ReturnType<typeof getFoodCategory>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse>(
 id: number, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getFoodCategory>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetFoodCategoryQueryOptions(id,options)

  const query = useQuery(queryOptions , queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Method not shown by the console spec; POST (a create). Fallback 'Failed to create Category'.
 * @summary Create a menu category in the owner's restaurant (names unique per restaurant, ignoring case)
 */
const createFoodCategory = (
    foodCategoryRequest: FoodCategoryRequest,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<FoodCategoryCreatedResponse>(
      {url: `/food-category/create-food-category`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: foodCategoryRequest, signal
    },
      options);
    }
  


export const getCreateFoodCategoryMutationOptions = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | ConflictResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createFoodCategory>>, TError,{data: FoodCategoryRequest}, TContext>, request?: SecondParameter<typeof apiRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof createFoodCategory>>, TError,{data: FoodCategoryRequest}, TContext> => {

const mutationKey = ['createFoodCategory'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof createFoodCategory>>, {data: FoodCategoryRequest}> = (props) => {
          const {data} = props ?? {};

          return  createFoodCategory(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type CreateFoodCategoryMutationResult = NonNullable<Awaited<ReturnType<typeof createFoodCategory>>>
    export type CreateFoodCategoryMutationBody = FoodCategoryRequest
    export type CreateFoodCategoryMutationError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | ConflictResponse | NotImplementedResponse

    /**
 * @summary Create a menu category in the owner's restaurant (names unique per restaurant, ignoring case)
 */
export const useCreateFoodCategory = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | ConflictResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createFoodCategory>>, TError,{data: FoodCategoryRequest}, TContext>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof createFoodCategory>>,
        TError,
        {data: FoodCategoryRequest},
        TContext
      > => {

      const mutationOptions = getCreateFoodCategoryMutationOptions(options);

      return useMutation(mutationOptions , queryClient);
    }
    /**
 * Method not shown by the console spec; PATCH (an update). Fallback 'Failed to update Category'.
 * @summary Rename one of the owner's menu categories (the uncategorised group cannot be renamed)
 */
const updateFoodCategory = (
    id: number,
    foodCategoryRequest: FoodCategoryRequest,
    headers: UpdateFoodCategoryHeaders,
 options?: SecondParameter<typeof apiRequest>,) => {
      
      
      return apiRequest<MessageOnlyResponse>(
      {url: `/food-category/update-food-category/${id}`, method: 'PATCH',
      headers: {'Content-Type': 'application/json', ...headers},
      data: foodCategoryRequest
    },
      options);
    }
  


export const getUpdateFoodCategoryMutationOptions = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | PreconditionFailedResponse | PreconditionRequiredResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof updateFoodCategory>>, TError,{id: number;data: FoodCategoryRequest;headers: UpdateFoodCategoryHeaders}, TContext>, request?: SecondParameter<typeof apiRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof updateFoodCategory>>, TError,{id: number;data: FoodCategoryRequest;headers: UpdateFoodCategoryHeaders}, TContext> => {

const mutationKey = ['updateFoodCategory'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof updateFoodCategory>>, {id: number;data: FoodCategoryRequest;headers: UpdateFoodCategoryHeaders}> = (props) => {
          const {id,data,headers} = props ?? {};

          return  updateFoodCategory(id,data,headers,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type UpdateFoodCategoryMutationResult = NonNullable<Awaited<ReturnType<typeof updateFoodCategory>>>
    export type UpdateFoodCategoryMutationBody = FoodCategoryRequest
    export type UpdateFoodCategoryMutationError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | PreconditionFailedResponse | PreconditionRequiredResponse | NotImplementedResponse

    /**
 * @summary Rename one of the owner's menu categories (the uncategorised group cannot be renamed)
 */
export const useUpdateFoodCategory = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | PreconditionFailedResponse | PreconditionRequiredResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof updateFoodCategory>>, TError,{id: number;data: FoodCategoryRequest;headers: UpdateFoodCategoryHeaders}, TContext>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof updateFoodCategory>>,
        TError,
        {id: number;data: FoodCategoryRequest;headers: UpdateFoodCategoryHeaders},
        TContext
      > => {

      const mutationOptions = getUpdateFoodCategoryMutationOptions(options);

      return useMutation(mutationOptions , queryClient);
    }
    /**
 * Method not shown by the console spec; GET (a read). The restaurant id travels in the path, as in
the other admin lists. Includes the uncategorised group (`categoryId` -1) when it holds items.
Sorting, `foodCount` and `keywords` as in getFoodCategories. Fallback 'Failed to get Categories'.

 * @summary A restaurant's menu categories with item counts (the console asks page 1, size 999999)
 */
const adminGetFoodCategories = (
    id: number,
    params?: AdminGetFoodCategoriesParams,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<FoodCategoryListResponse>(
      {url: `/admin/food-category/get-food-categories/${id}`, method: 'GET',
        params, signal
    },
      options);
    }
  

export const getAdminGetFoodCategoriesQueryKey = (id?: number,
    params?: AdminGetFoodCategoriesParams,) => {
    return [`/admin/food-category/get-food-categories/${id}`, ...(params ? [params]: [])] as const;
    }

    
export const getAdminGetFoodCategoriesQueryOptions = <TData = Awaited<ReturnType<typeof adminGetFoodCategories>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse>(id: number,
    params?: AdminGetFoodCategoriesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof adminGetFoodCategories>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getAdminGetFoodCategoriesQueryKey(id,params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof adminGetFoodCategories>>> = ({ signal }) => adminGetFoodCategories(id,params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, enabled: !!(id), ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof adminGetFoodCategories>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type AdminGetFoodCategoriesQueryResult = NonNullable<Awaited<ReturnType<typeof adminGetFoodCategories>>>
export type AdminGetFoodCategoriesQueryError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse


export function useAdminGetFoodCategories<TData = Awaited<ReturnType<typeof adminGetFoodCategories>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse>(
 id: number,
    params: undefined |  AdminGetFoodCategoriesParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof adminGetFoodCategories>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminGetFoodCategories>>,
          TError,
          Awaited<ReturnType<typeof adminGetFoodCategories>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useAdminGetFoodCategories<TData = Awaited<ReturnType<typeof adminGetFoodCategories>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse>(
 id: number,
    params?: AdminGetFoodCategoriesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof adminGetFoodCategories>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminGetFoodCategories>>,
          TError,
          Awaited<ReturnType<typeof adminGetFoodCategories>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useAdminGetFoodCategories<TData = Awaited<ReturnType<typeof adminGetFoodCategories>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse>(
 id: number,
    params?: AdminGetFoodCategoriesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof adminGetFoodCategories>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary A restaurant's menu categories with item counts (the console asks page 1, size 999999)
 */

export function useAdminGetFoodCategories<TData = Awaited<ReturnType<typeof adminGetFoodCategories>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse>(
 id: number,
    params?: AdminGetFoodCategoriesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof adminGetFoodCategories>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getAdminGetFoodCategoriesQueryOptions(id,params,options)

  const query = useQuery(queryOptions , queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Method not shown by the console spec; GET (a read).
 * @summary One menu category of any restaurant
 */
const adminGetFoodCategory = (
    id: number,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<FoodCategoryResponse>(
      {url: `/admin/food-category/get-food-category/${id}`, method: 'GET', signal
    },
      options);
    }
  

export const getAdminGetFoodCategoryQueryKey = (id?: number,) => {
    return [`/admin/food-category/get-food-category/${id}`] as const;
    }

    
export const getAdminGetFoodCategoryQueryOptions = <TData = Awaited<ReturnType<typeof adminGetFoodCategory>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse>(id: number, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof adminGetFoodCategory>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getAdminGetFoodCategoryQueryKey(id);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof adminGetFoodCategory>>> = ({ signal }) => adminGetFoodCategory(id, requestOptions, signal);

      

      

   return  { queryKey, queryFn, enabled: !!(id), ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof adminGetFoodCategory>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type AdminGetFoodCategoryQueryResult = NonNullable<Awaited<ReturnType<typeof adminGetFoodCategory>>>
export type AdminGetFoodCategoryQueryError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse


export function useAdminGetFoodCategory<TData = Awaited<ReturnType<typeof adminGetFoodCategory>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse>(
 id: number, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof adminGetFoodCategory>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminGetFoodCategory>>,
          TError,
          Awaited<ReturnType<typeof adminGetFoodCategory>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useAdminGetFoodCategory<TData = Awaited<ReturnType<typeof adminGetFoodCategory>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse>(
 id: number, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof adminGetFoodCategory>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminGetFoodCategory>>,
          TError,
          Awaited<ReturnType<typeof adminGetFoodCategory>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useAdminGetFoodCategory<TData = Awaited<ReturnType<typeof adminGetFoodCategory>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse>(
 id: number, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof adminGetFoodCategory>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary One menu category of any restaurant
 */

export function useAdminGetFoodCategory<TData = Awaited<ReturnType<typeof adminGetFoodCategory>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse>(
 id: number, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof adminGetFoodCategory>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getAdminGetFoodCategoryQueryOptions(id,options)

  const query = useQuery(queryOptions , queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Method not shown by the console spec; POST (a create). Fallback 'Failed to create Category'.
 * @summary Create a menu category in any restaurant
 */
const adminCreateFoodCategory = (
    adminFoodCategoryRequest: AdminFoodCategoryRequest,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<FoodCategoryCreatedResponse>(
      {url: `/admin/food-category/create-food-category`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: adminFoodCategoryRequest, signal
    },
      options);
    }
  


export const getAdminCreateFoodCategoryMutationOptions = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof adminCreateFoodCategory>>, TError,{data: AdminFoodCategoryRequest}, TContext>, request?: SecondParameter<typeof apiRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof adminCreateFoodCategory>>, TError,{data: AdminFoodCategoryRequest}, TContext> => {

const mutationKey = ['adminCreateFoodCategory'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof adminCreateFoodCategory>>, {data: AdminFoodCategoryRequest}> = (props) => {
          const {data} = props ?? {};

          return  adminCreateFoodCategory(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type AdminCreateFoodCategoryMutationResult = NonNullable<Awaited<ReturnType<typeof adminCreateFoodCategory>>>
    export type AdminCreateFoodCategoryMutationBody = AdminFoodCategoryRequest
    export type AdminCreateFoodCategoryMutationError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | NotImplementedResponse

    /**
 * @summary Create a menu category in any restaurant
 */
export const useAdminCreateFoodCategory = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof adminCreateFoodCategory>>, TError,{data: AdminFoodCategoryRequest}, TContext>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof adminCreateFoodCategory>>,
        TError,
        {data: AdminFoodCategoryRequest},
        TContext
      > => {

      const mutationOptions = getAdminCreateFoodCategoryMutationOptions(options);

      return useMutation(mutationOptions , queryClient);
    }
    /**
 * Method not shown by the console spec; PATCH (an update). `restaurantId` must be the category's
restaurant (400 otherwise). Fallback 'Failed to update Category'.

 * @summary Rename a menu category of any restaurant
 */
const adminUpdateFoodCategory = (
    id: number,
    adminFoodCategoryRequest: AdminFoodCategoryRequest,
    headers: AdminUpdateFoodCategoryHeaders,
 options?: SecondParameter<typeof apiRequest>,) => {
      
      
      return apiRequest<MessageOnlyResponse>(
      {url: `/admin/food-category/update-food-category/${id}`, method: 'PATCH',
      headers: {'Content-Type': 'application/json', ...headers},
      data: adminFoodCategoryRequest
    },
      options);
    }
  


export const getAdminUpdateFoodCategoryMutationOptions = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | PreconditionFailedResponse | PreconditionRequiredResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof adminUpdateFoodCategory>>, TError,{id: number;data: AdminFoodCategoryRequest;headers: AdminUpdateFoodCategoryHeaders}, TContext>, request?: SecondParameter<typeof apiRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof adminUpdateFoodCategory>>, TError,{id: number;data: AdminFoodCategoryRequest;headers: AdminUpdateFoodCategoryHeaders}, TContext> => {

const mutationKey = ['adminUpdateFoodCategory'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof adminUpdateFoodCategory>>, {id: number;data: AdminFoodCategoryRequest;headers: AdminUpdateFoodCategoryHeaders}> = (props) => {
          const {id,data,headers} = props ?? {};

          return  adminUpdateFoodCategory(id,data,headers,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type AdminUpdateFoodCategoryMutationResult = NonNullable<Awaited<ReturnType<typeof adminUpdateFoodCategory>>>
    export type AdminUpdateFoodCategoryMutationBody = AdminFoodCategoryRequest
    export type AdminUpdateFoodCategoryMutationError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | PreconditionFailedResponse | PreconditionRequiredResponse | NotImplementedResponse

    /**
 * @summary Rename a menu category of any restaurant
 */
export const useAdminUpdateFoodCategory = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | PreconditionFailedResponse | PreconditionRequiredResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof adminUpdateFoodCategory>>, TError,{id: number;data: AdminFoodCategoryRequest;headers: AdminUpdateFoodCategoryHeaders}, TContext>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof adminUpdateFoodCategory>>,
        TError,
        {id: number;data: AdminFoodCategoryRequest;headers: AdminUpdateFoodCategoryHeaders},
        TContext
      > => {

      const mutationOptions = getAdminUpdateFoodCategoryMutationOptions(options);

      return useMutation(mutationOptions , queryClient);
    }
    