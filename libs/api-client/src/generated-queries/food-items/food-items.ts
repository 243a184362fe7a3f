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
  AdminDeleteFoodHeaders,
  AdminExportFoodsParams,
  AdminFoodItemForm,
  AdminGetFoodTagCategoriesParams,
  AdminGetFoodsParams,
  AdminUpdateFoodHeaders,
  BadRequestResponse,
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
  ForbiddenResponse,
  GetAddressFoodsParams,
  GetFoodTagCategoriesParams,
  GetFoodsParams,
  MessageOnlyResponse,
  NotFoundResponse,
  NotImplementedResponse,
  PreconditionFailedResponse,
  PreconditionRequiredResponse,
  SelectionChangedResponse,
  UnauthorizedResponse,
  UpdateFoodHeaders
} from '../../generated/model';

import { apiRequest } from '../../queries/shared-api-request';


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
const getFoods = (
    params?: GetFoodsParams,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<FoodListResponse>(
      {url: `/food/get-foods`, method: 'GET',
        params, signal
    },
      options);
    }
  

export const getGetFoodsQueryKey = (params?: GetFoodsParams,) => {
    return [`/food/get-foods`, ...(params ? [params]: [])] as const;
    }

    
export const getGetFoodsInfiniteQueryOptions = <TData = InfiniteData<Awaited<ReturnType<typeof getFoods>>, GetFoodsParams['page']>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(params?: GetFoodsParams, options?: { query?:Partial<UseInfiniteQueryOptions<Awaited<ReturnType<typeof getFoods>>, TError, TData, QueryKey, GetFoodsParams['page']>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetFoodsQueryKey(params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof getFoods>>, QueryKey, GetFoodsParams['page']> = ({ signal, pageParam }) => getFoods({...params, 'page': pageParam || params?.['page']}, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseInfiniteQueryOptions<Awaited<ReturnType<typeof getFoods>>, TError, TData, QueryKey, GetFoodsParams['page']> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetFoodsInfiniteQueryResult = NonNullable<Awaited<ReturnType<typeof getFoods>>>
export type GetFoodsInfiniteQueryError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse


export function useGetFoodsInfinite<TData = InfiniteData<Awaited<ReturnType<typeof getFoods>>, GetFoodsParams['page']>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
 params: undefined |  GetFoodsParams, options: { query:Partial<UseInfiniteQueryOptions<Awaited<ReturnType<typeof getFoods>>, TError, TData, QueryKey, GetFoodsParams['page']>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getFoods>>,
          TError,
          Awaited<ReturnType<typeof getFoods>>, QueryKey
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseInfiniteQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetFoodsInfinite<TData = InfiniteData<Awaited<ReturnType<typeof getFoods>>, GetFoodsParams['page']>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
 params?: GetFoodsParams, options?: { query?:Partial<UseInfiniteQueryOptions<Awaited<ReturnType<typeof getFoods>>, TError, TData, QueryKey, GetFoodsParams['page']>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getFoods>>,
          TError,
          Awaited<ReturnType<typeof getFoods>>, QueryKey
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseInfiniteQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetFoodsInfinite<TData = InfiniteData<Awaited<ReturnType<typeof getFoods>>, GetFoodsParams['page']>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
 params?: GetFoodsParams, options?: { query?:Partial<UseInfiniteQueryOptions<Awaited<ReturnType<typeof getFoods>>, TError, TData, QueryKey, GetFoodsParams['page']>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseInfiniteQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary One page of the owner's menu items, optionally only some categories
 */

export function useGetFoodsInfinite<TData = InfiniteData<Awaited<ReturnType<typeof getFoods>>, GetFoodsParams['page']>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
 params?: GetFoodsParams, options?: { query?:Partial<UseInfiniteQueryOptions<Awaited<ReturnType<typeof getFoods>>, TError, TData, QueryKey, GetFoodsParams['page']>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseInfiniteQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetFoodsInfiniteQueryOptions(params,options)

  const query = useInfiniteQuery(queryOptions , queryClient) as  UseInfiniteQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



export const getGetFoodsQueryOptions = <TData = Awaited<ReturnType<typeof getFoods>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(params?: GetFoodsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getFoods>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetFoodsQueryKey(params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof getFoods>>> = ({ signal }) => getFoods(params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getFoods>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetFoodsQueryResult = NonNullable<Awaited<ReturnType<typeof getFoods>>>
export type GetFoodsQueryError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse


export function useGetFoods<TData = Awaited<ReturnType<typeof getFoods>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
 params: undefined |  GetFoodsParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getFoods>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getFoods>>,
          TError,
          Awaited<ReturnType<typeof getFoods>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetFoods<TData = Awaited<ReturnType<typeof getFoods>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
 params?: GetFoodsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getFoods>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getFoods>>,
          TError,
          Awaited<ReturnType<typeof getFoods>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetFoods<TData = Awaited<ReturnType<typeof getFoods>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
 params?: GetFoodsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getFoods>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary One page of the owner's menu items, optionally only some categories
 */

export function useGetFoods<TData = Awaited<ReturnType<typeof getFoods>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
 params?: GetFoodsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getFoods>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetFoodsQueryOptions(params,options)

  const query = useQuery(queryOptions , queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Not shown by the console spec. The same `keywords`, `food_category_ids` and `restaurant_id` as getFoods,
every matching item (no paging), grouped as the menu shows them (categories by name, Without Category
last; items by name within each), as CSV (see CsvExport): `Menu Item ID,Item Name,Category,Price,
Description,Tags` (Price in dollars with two decimals, Tags joined by ", "). The file is
`menu-items-YYYY-MM-DD.csv`.

 * @summary Every menu item of the owner's menu that the search and category filter select, as CSV
 */
const exportFoods = (
    params?: ExportFoodsParams,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<CsvExportResponse>(
      {url: `/food/export-foods`, method: 'GET',
        params, signal
    },
      options);
    }
  

export const getExportFoodsQueryKey = (params?: ExportFoodsParams,) => {
    return [`/food/export-foods`, ...(params ? [params]: [])] as const;
    }

    
export const getExportFoodsQueryOptions = <TData = Awaited<ReturnType<typeof exportFoods>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(params?: ExportFoodsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof exportFoods>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getExportFoodsQueryKey(params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof exportFoods>>> = ({ signal }) => exportFoods(params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof exportFoods>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ExportFoodsQueryResult = NonNullable<Awaited<ReturnType<typeof exportFoods>>>
export type ExportFoodsQueryError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse


export function useExportFoods<TData = Awaited<ReturnType<typeof exportFoods>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
 params: undefined |  ExportFoodsParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof exportFoods>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof exportFoods>>,
          TError,
          Awaited<ReturnType<typeof exportFoods>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useExportFoods<TData = Awaited<ReturnType<typeof exportFoods>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
 params?: ExportFoodsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof exportFoods>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof exportFoods>>,
          TError,
          Awaited<ReturnType<typeof exportFoods>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useExportFoods<TData = Awaited<ReturnType<typeof exportFoods>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
 params?: ExportFoodsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof exportFoods>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Every menu item of the owner's menu that the search and category filter select, as CSV
 */

export function useExportFoods<TData = Awaited<ReturnType<typeof exportFoods>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
 params?: ExportFoodsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof exportFoods>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getExportFoodsQueryOptions(params,options)

  const query = useQuery(queryOptions , queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
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
const bulkDeleteFoods = (
    bulkFoodsRequest: BulkFoodsRequest,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<BulkDoneResponse>(
      {url: `/food/bulk-delete-foods`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: bulkFoodsRequest, signal
    },
      options);
    }
  


export const getBulkDeleteFoodsMutationOptions = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | SelectionChangedResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof bulkDeleteFoods>>, TError,{data: BulkFoodsRequest}, TContext>, request?: SecondParameter<typeof apiRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof bulkDeleteFoods>>, TError,{data: BulkFoodsRequest}, TContext> => {

const mutationKey = ['bulkDeleteFoods'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof bulkDeleteFoods>>, {data: BulkFoodsRequest}> = (props) => {
          const {data} = props ?? {};

          return  bulkDeleteFoods(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type BulkDeleteFoodsMutationResult = NonNullable<Awaited<ReturnType<typeof bulkDeleteFoods>>>
    export type BulkDeleteFoodsMutationBody = BulkFoodsRequest
    export type BulkDeleteFoodsMutationError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | SelectionChangedResponse | NotImplementedResponse

    /**
 * @summary Delete many of the owner's menu items at once
 */
export const useBulkDeleteFoods = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | SelectionChangedResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof bulkDeleteFoods>>, TError,{data: BulkFoodsRequest}, TContext>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof bulkDeleteFoods>>,
        TError,
        {data: BulkFoodsRequest},
        TContext
      > => {

      const mutationOptions = getBulkDeleteFoodsMutationOptions(options);

      return useMutation(mutationOptions , queryClient);
    }
    /**
 * Not shown by the console spec. The same body and refusals as bulkDeleteFoods (404 for an item of
another restaurant or gone, 409 when `matching` no longer selects `expectedCount`), answering how many
items it selects and the current deals they are in, with those every item of which is selected (the
delete leaves them empty and deactivates them), for the Delete Confirmation to name. Nothing changes
(POST only to take the bulk body).

 * @summary What deleting many of the owner's menu items would do to deals, changing nothing
 */
const previewBulkDeleteFoods = (
    bulkFoodsRequest: BulkFoodsRequest,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<BulkDeleteFoodsPreview>(
      {url: `/food/preview-bulk-delete-foods`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: bulkFoodsRequest, signal
    },
      options);
    }
  


export const getPreviewBulkDeleteFoodsMutationOptions = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | SelectionChangedResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof previewBulkDeleteFoods>>, TError,{data: BulkFoodsRequest}, TContext>, request?: SecondParameter<typeof apiRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof previewBulkDeleteFoods>>, TError,{data: BulkFoodsRequest}, TContext> => {

const mutationKey = ['previewBulkDeleteFoods'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof previewBulkDeleteFoods>>, {data: BulkFoodsRequest}> = (props) => {
          const {data} = props ?? {};

          return  previewBulkDeleteFoods(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type PreviewBulkDeleteFoodsMutationResult = NonNullable<Awaited<ReturnType<typeof previewBulkDeleteFoods>>>
    export type PreviewBulkDeleteFoodsMutationBody = BulkFoodsRequest
    export type PreviewBulkDeleteFoodsMutationError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | SelectionChangedResponse | NotImplementedResponse

    /**
 * @summary What deleting many of the owner's menu items would do to deals, changing nothing
 */
export const usePreviewBulkDeleteFoods = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | SelectionChangedResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof previewBulkDeleteFoods>>, TError,{data: BulkFoodsRequest}, TContext>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof previewBulkDeleteFoods>>,
        TError,
        {data: BulkFoodsRequest},
        TContext
      > => {

      const mutationOptions = getPreviewBulkDeleteFoodsMutationOptions(options);

      return useMutation(mutationOptions , queryClient);
    }
    /**
 * Not shown by the console spec. Every selected item gets `foodCategoryId`, in one transaction (see
BulkMoveFoodsRequest). Messages "1 food item moved to 'Desserts' successfully", "12 food items moved to
'Desserts' successfully". A category that is not the restaurant's is 404 'Category not found'; an item of
another restaurant or gone 404 'Food Item 123 not found' (nothing changes); 409 as
bulkChangeRestaurantStatus when the selection changed.

 * @summary Move many of the owner's menu items to one of the restaurant's menu categories
 */
const bulkMoveFoods = (
    bulkMoveFoodsRequest: BulkMoveFoodsRequest,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<BulkDoneResponse>(
      {url: `/food/bulk-move-foods`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: bulkMoveFoodsRequest, signal
    },
      options);
    }
  


export const getBulkMoveFoodsMutationOptions = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | SelectionChangedResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof bulkMoveFoods>>, TError,{data: BulkMoveFoodsRequest}, TContext>, request?: SecondParameter<typeof apiRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof bulkMoveFoods>>, TError,{data: BulkMoveFoodsRequest}, TContext> => {

const mutationKey = ['bulkMoveFoods'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof bulkMoveFoods>>, {data: BulkMoveFoodsRequest}> = (props) => {
          const {data} = props ?? {};

          return  bulkMoveFoods(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type BulkMoveFoodsMutationResult = NonNullable<Awaited<ReturnType<typeof bulkMoveFoods>>>
    export type BulkMoveFoodsMutationBody = BulkMoveFoodsRequest
    export type BulkMoveFoodsMutationError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | SelectionChangedResponse | NotImplementedResponse

    /**
 * @summary Move many of the owner's menu items to one of the restaurant's menu categories
 */
export const useBulkMoveFoods = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | SelectionChangedResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof bulkMoveFoods>>, TError,{data: BulkMoveFoodsRequest}, TContext>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof bulkMoveFoods>>,
        TError,
        {data: BulkMoveFoodsRequest},
        TContext
      > => {

      const mutationOptions = getBulkMoveFoodsMutationOptions(options);

      return useMutation(mutationOptions , queryClient);
    }
    /**
 * Method not shown by the console spec; GET (a read).
 * @summary One of the owner's menu items
 */
const getFood = (
    id: number,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<FoodItemResponse>(
      {url: `/food/get-food/${id}`, method: 'GET', signal
    },
      options);
    }
  

export const getGetFoodQueryKey = (id?: number,) => {
    return [`/food/get-food/${id}`] as const;
    }

    
export const getGetFoodQueryOptions = <TData = Awaited<ReturnType<typeof getFood>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse>(id: number, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getFood>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetFoodQueryKey(id);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof getFood>>> = ({ signal }) => getFood(id, requestOptions, signal);

      

      

   return  { queryKey, queryFn, enabled: !!(id), ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getFood>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetFoodQueryResult = NonNullable<Awaited<ReturnType<typeof getFood>>>
export type GetFoodQueryError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse


export function useGetFood<TData = Awaited<ReturnType<typeof getFood>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse>(
 id: number, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getFood>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getFood>>,
          TError,
          Awaited<ReturnType<typeof getFood>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetFood<TData = Awaited<ReturnType<typeof getFood>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse>(
 id: number, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getFood>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getFood>>,
          TError,
          Awaited<ReturnType<typeof getFood>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetFood<TData = Awaited<ReturnType<typeof getFood>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse>(
 id: number, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getFood>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary One of the owner's menu items
 */

export function useGetFood<TData = Awaited<ReturnType<typeof getFood>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse>(
 id: number, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getFood>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetFoodQueryOptions(id,options)

  const query = useQuery(queryOptions , queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Method not shown by the console spec; POST (a create). Fallback 'Failed to create Food Item'.
 * @summary Add a menu item to the owner's restaurant
 */
const createFood = (
    foodItemForm: FoodItemForm,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      const formData = new FormData();
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
       data: formData, signal
    },
      options);
    }
  


export const getCreateFoodMutationOptions = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createFood>>, TError,{data: FoodItemForm}, TContext>, request?: SecondParameter<typeof apiRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof createFood>>, TError,{data: FoodItemForm}, TContext> => {

const mutationKey = ['createFood'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof createFood>>, {data: FoodItemForm}> = (props) => {
          const {data} = props ?? {};

          return  createFood(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type CreateFoodMutationResult = NonNullable<Awaited<ReturnType<typeof createFood>>>
    export type CreateFoodMutationBody = FoodItemForm
    export type CreateFoodMutationError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse

    /**
 * @summary Add a menu item to the owner's restaurant
 */
export const useCreateFood = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createFood>>, TError,{data: FoodItemForm}, TContext>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof createFood>>,
        TError,
        {data: FoodItemForm},
        TContext
      > => {

      const mutationOptions = getCreateFoodMutationOptions(options);

      return useMutation(mutationOptions , queryClient);
    }
    /**
 * Method not shown by the console spec; PATCH (an update). The form carries every field except the
image, which is kept when no file is sent. Fallback 'Failed to update Food Item'.

 * @summary Update one of the owner's menu items; a sent image replaces the old one
 */
const updateFood = (
    id: number,
    foodItemForm: FoodItemForm,
    headers: UpdateFoodHeaders,
 options?: SecondParameter<typeof apiRequest>,) => {
      
      const formData = new FormData();
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
  


export const getUpdateFoodMutationOptions = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | PreconditionFailedResponse | PreconditionRequiredResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof updateFood>>, TError,{id: number;data: FoodItemForm;headers: UpdateFoodHeaders}, TContext>, request?: SecondParameter<typeof apiRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof updateFood>>, TError,{id: number;data: FoodItemForm;headers: UpdateFoodHeaders}, TContext> => {

const mutationKey = ['updateFood'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof updateFood>>, {id: number;data: FoodItemForm;headers: UpdateFoodHeaders}> = (props) => {
          const {id,data,headers} = props ?? {};

          return  updateFood(id,data,headers,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type UpdateFoodMutationResult = NonNullable<Awaited<ReturnType<typeof updateFood>>>
    export type UpdateFoodMutationBody = FoodItemForm
    export type UpdateFoodMutationError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | PreconditionFailedResponse | PreconditionRequiredResponse | NotImplementedResponse

    /**
 * @summary Update one of the owner's menu items; a sent image replaces the old one
 */
export const useUpdateFood = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | PreconditionFailedResponse | PreconditionRequiredResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof updateFood>>, TError,{id: number;data: FoodItemForm;headers: UpdateFoodHeaders}, TContext>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof updateFood>>,
        TError,
        {id: number;data: FoodItemForm;headers: UpdateFoodHeaders},
        TContext
      > => {

      const mutationOptions = getUpdateFoodMutationOptions(options);

      return useMutation(mutationOptions , queryClient);
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
const deleteFood = (
    id: number,
    headers: DeleteFoodHeaders,
 options?: SecondParameter<typeof apiRequest>,) => {
      
      
      return apiRequest<MessageOnlyResponse>(
      {url: `/food/delete-food/${id}`, method: 'DELETE',
      headers
    },
      options);
    }
  


export const getDeleteFoodMutationOptions = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | PreconditionFailedResponse | PreconditionRequiredResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof deleteFood>>, TError,{id: number;headers: DeleteFoodHeaders}, TContext>, request?: SecondParameter<typeof apiRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof deleteFood>>, TError,{id: number;headers: DeleteFoodHeaders}, TContext> => {

const mutationKey = ['deleteFood'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof deleteFood>>, {id: number;headers: DeleteFoodHeaders}> = (props) => {
          const {id,headers} = props ?? {};

          return  deleteFood(id,headers,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type DeleteFoodMutationResult = NonNullable<Awaited<ReturnType<typeof deleteFood>>>
    
    export type DeleteFoodMutationError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | PreconditionFailedResponse | PreconditionRequiredResponse | NotImplementedResponse

    /**
 * @summary Delete one of the owner's menu items (deals lose it)
 */
export const useDeleteFood = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | PreconditionFailedResponse | PreconditionRequiredResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof deleteFood>>, TError,{id: number;headers: DeleteFoodHeaders}, TContext>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof deleteFood>>,
        TError,
        {id: number;headers: DeleteFoodHeaders},
        TContext
      > => {

      const mutationOptions = getDeleteFoodMutationOptions(options);

      return useMutation(mutationOptions , queryClient);
    }
    /**
 * Method not shown by the console spec; GET (a read). Fallback 'Failed to get Food Tag Categories'.
 * @summary The food tag categories and their labels, for the menu item form
 */
const getFoodTagCategories = (
    params?: GetFoodTagCategoriesParams,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<FoodTagCategoryListResponse>(
      {url: `/food/get-food-tag-categories`, method: 'GET',
        params, signal
    },
      options);
    }
  

export const getGetFoodTagCategoriesQueryKey = (params?: GetFoodTagCategoriesParams,) => {
    return [`/food/get-food-tag-categories`, ...(params ? [params]: [])] as const;
    }

    
export const getGetFoodTagCategoriesQueryOptions = <TData = Awaited<ReturnType<typeof getFoodTagCategories>>, TError = UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(params?: GetFoodTagCategoriesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getFoodTagCategories>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetFoodTagCategoriesQueryKey(params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof getFoodTagCategories>>> = ({ signal }) => getFoodTagCategories(params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getFoodTagCategories>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetFoodTagCategoriesQueryResult = NonNullable<Awaited<ReturnType<typeof getFoodTagCategories>>>
export type GetFoodTagCategoriesQueryError = UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse


export function useGetFoodTagCategories<TData = Awaited<ReturnType<typeof getFoodTagCategories>>, TError = UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
 params: undefined |  GetFoodTagCategoriesParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getFoodTagCategories>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getFoodTagCategories>>,
          TError,
          Awaited<ReturnType<typeof getFoodTagCategories>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetFoodTagCategories<TData = Awaited<ReturnType<typeof getFoodTagCategories>>, TError = UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
 params?: GetFoodTagCategoriesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getFoodTagCategories>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getFoodTagCategories>>,
          TError,
          Awaited<ReturnType<typeof getFoodTagCategories>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetFoodTagCategories<TData = Awaited<ReturnType<typeof getFoodTagCategories>>, TError = UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
 params?: GetFoodTagCategoriesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getFoodTagCategories>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary The food tag categories and their labels, for the menu item form
 */

export function useGetFoodTagCategories<TData = Awaited<ReturnType<typeof getFoodTagCategories>>, TError = UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
 params?: GetFoodTagCategoriesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getFoodTagCategories>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetFoodTagCategoriesQueryOptions(params,options)

  const query = useQuery(queryOptions , queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Method not shown by the console spec; GET (a read). Sorting, listed items and `keywords` as in
getFoods. Fallback 'Failed to get Menu Items'.

 * @summary One page of a restaurant's menu items, optionally only some categories
 */
const adminGetFoods = (
    id: number,
    params?: AdminGetFoodsParams,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<FoodListResponse>(
      {url: `/admin/food/get-foods/${id}`, method: 'GET',
        params, signal
    },
      options);
    }
  

export const getAdminGetFoodsQueryKey = (id?: number,
    params?: AdminGetFoodsParams,) => {
    return [`/admin/food/get-foods/${id}`, ...(params ? [params]: [])] as const;
    }

    
export const getAdminGetFoodsInfiniteQueryOptions = <TData = InfiniteData<Awaited<ReturnType<typeof adminGetFoods>>, AdminGetFoodsParams['page']>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse>(id: number,
    params?: AdminGetFoodsParams, options?: { query?:Partial<UseInfiniteQueryOptions<Awaited<ReturnType<typeof adminGetFoods>>, TError, TData, QueryKey, AdminGetFoodsParams['page']>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getAdminGetFoodsQueryKey(id,params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof adminGetFoods>>, QueryKey, AdminGetFoodsParams['page']> = ({ signal, pageParam }) => adminGetFoods(id,{...params, 'page': pageParam || params?.['page']}, requestOptions, signal);

      

      

   return  { queryKey, queryFn, enabled: !!(id), ...queryOptions} as UseInfiniteQueryOptions<Awaited<ReturnType<typeof adminGetFoods>>, TError, TData, QueryKey, AdminGetFoodsParams['page']> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type AdminGetFoodsInfiniteQueryResult = NonNullable<Awaited<ReturnType<typeof adminGetFoods>>>
export type AdminGetFoodsInfiniteQueryError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse


export function useAdminGetFoodsInfinite<TData = InfiniteData<Awaited<ReturnType<typeof adminGetFoods>>, AdminGetFoodsParams['page']>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse>(
 id: number,
    params: undefined |  AdminGetFoodsParams, options: { query:Partial<UseInfiniteQueryOptions<Awaited<ReturnType<typeof adminGetFoods>>, TError, TData, QueryKey, AdminGetFoodsParams['page']>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminGetFoods>>,
          TError,
          Awaited<ReturnType<typeof adminGetFoods>>, QueryKey
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseInfiniteQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useAdminGetFoodsInfinite<TData = InfiniteData<Awaited<ReturnType<typeof adminGetFoods>>, AdminGetFoodsParams['page']>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse>(
 id: number,
    params?: AdminGetFoodsParams, options?: { query?:Partial<UseInfiniteQueryOptions<Awaited<ReturnType<typeof adminGetFoods>>, TError, TData, QueryKey, AdminGetFoodsParams['page']>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminGetFoods>>,
          TError,
          Awaited<ReturnType<typeof adminGetFoods>>, QueryKey
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseInfiniteQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useAdminGetFoodsInfinite<TData = InfiniteData<Awaited<ReturnType<typeof adminGetFoods>>, AdminGetFoodsParams['page']>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse>(
 id: number,
    params?: AdminGetFoodsParams, options?: { query?:Partial<UseInfiniteQueryOptions<Awaited<ReturnType<typeof adminGetFoods>>, TError, TData, QueryKey, AdminGetFoodsParams['page']>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseInfiniteQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary One page of a restaurant's menu items, optionally only some categories
 */

export function useAdminGetFoodsInfinite<TData = InfiniteData<Awaited<ReturnType<typeof adminGetFoods>>, AdminGetFoodsParams['page']>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse>(
 id: number,
    params?: AdminGetFoodsParams, options?: { query?:Partial<UseInfiniteQueryOptions<Awaited<ReturnType<typeof adminGetFoods>>, TError, TData, QueryKey, AdminGetFoodsParams['page']>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseInfiniteQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getAdminGetFoodsInfiniteQueryOptions(id,params,options)

  const query = useInfiniteQuery(queryOptions , queryClient) as  UseInfiniteQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



export const getAdminGetFoodsQueryOptions = <TData = Awaited<ReturnType<typeof adminGetFoods>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse>(id: number,
    params?: AdminGetFoodsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof adminGetFoods>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getAdminGetFoodsQueryKey(id,params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof adminGetFoods>>> = ({ signal }) => adminGetFoods(id,params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, enabled: !!(id), ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof adminGetFoods>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type AdminGetFoodsQueryResult = NonNullable<Awaited<ReturnType<typeof adminGetFoods>>>
export type AdminGetFoodsQueryError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse


export function useAdminGetFoods<TData = Awaited<ReturnType<typeof adminGetFoods>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse>(
 id: number,
    params: undefined |  AdminGetFoodsParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof adminGetFoods>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminGetFoods>>,
          TError,
          Awaited<ReturnType<typeof adminGetFoods>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useAdminGetFoods<TData = Awaited<ReturnType<typeof adminGetFoods>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse>(
 id: number,
    params?: AdminGetFoodsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof adminGetFoods>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminGetFoods>>,
          TError,
          Awaited<ReturnType<typeof adminGetFoods>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useAdminGetFoods<TData = Awaited<ReturnType<typeof adminGetFoods>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse>(
 id: number,
    params?: AdminGetFoodsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof adminGetFoods>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary One page of a restaurant's menu items, optionally only some categories
 */

export function useAdminGetFoods<TData = Awaited<ReturnType<typeof adminGetFoods>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse>(
 id: number,
    params?: AdminGetFoodsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof adminGetFoods>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getAdminGetFoodsQueryOptions(id,params,options)

  const query = useQuery(queryOptions , queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Not shown by the console spec. The same `keywords` and `food_category_ids` as adminGetFoods, with the
order and columns of exportFoods. The file is `menu-items-YYYY-MM-DD.csv`.

 * @summary Every menu item of one restaurant that the search and category filter select, as CSV
 */
const adminExportFoods = (
    id: number,
    params?: AdminExportFoodsParams,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<CsvExportResponse>(
      {url: `/admin/food/export-foods/${id}`, method: 'GET',
        params, signal
    },
      options);
    }
  

export const getAdminExportFoodsQueryKey = (id?: number,
    params?: AdminExportFoodsParams,) => {
    return [`/admin/food/export-foods/${id}`, ...(params ? [params]: [])] as const;
    }

    
export const getAdminExportFoodsQueryOptions = <TData = Awaited<ReturnType<typeof adminExportFoods>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse>(id: number,
    params?: AdminExportFoodsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof adminExportFoods>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getAdminExportFoodsQueryKey(id,params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof adminExportFoods>>> = ({ signal }) => adminExportFoods(id,params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, enabled: !!(id), ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof adminExportFoods>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type AdminExportFoodsQueryResult = NonNullable<Awaited<ReturnType<typeof adminExportFoods>>>
export type AdminExportFoodsQueryError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse


export function useAdminExportFoods<TData = Awaited<ReturnType<typeof adminExportFoods>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse>(
 id: number,
    params: undefined |  AdminExportFoodsParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof adminExportFoods>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminExportFoods>>,
          TError,
          Awaited<ReturnType<typeof adminExportFoods>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useAdminExportFoods<TData = Awaited<ReturnType<typeof adminExportFoods>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse>(
 id: number,
    params?: AdminExportFoodsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof adminExportFoods>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminExportFoods>>,
          TError,
          Awaited<ReturnType<typeof adminExportFoods>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useAdminExportFoods<TData = Awaited<ReturnType<typeof adminExportFoods>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse>(
 id: number,
    params?: AdminExportFoodsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof adminExportFoods>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Every menu item of one restaurant that the search and category filter select, as CSV
 */

export function useAdminExportFoods<TData = Awaited<ReturnType<typeof adminExportFoods>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse>(
 id: number,
    params?: AdminExportFoodsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof adminExportFoods>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getAdminExportFoodsQueryOptions(id,params,options)

  const query = useQuery(queryOptions , queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Not shown by the console spec. As bulkDeleteFoods, on restaurant {id}'s menu.
 * @summary Delete many menu items of one restaurant at once
 */
const adminBulkDeleteFoods = (
    id: number,
    bulkFoodsRequest: BulkFoodsRequest,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<BulkDoneResponse>(
      {url: `/admin/food/bulk-delete-foods/${id}`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: bulkFoodsRequest, signal
    },
      options);
    }
  


export const getAdminBulkDeleteFoodsMutationOptions = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | SelectionChangedResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof adminBulkDeleteFoods>>, TError,{id: number;data: BulkFoodsRequest}, TContext>, request?: SecondParameter<typeof apiRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof adminBulkDeleteFoods>>, TError,{id: number;data: BulkFoodsRequest}, TContext> => {

const mutationKey = ['adminBulkDeleteFoods'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof adminBulkDeleteFoods>>, {id: number;data: BulkFoodsRequest}> = (props) => {
          const {id,data} = props ?? {};

          return  adminBulkDeleteFoods(id,data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type AdminBulkDeleteFoodsMutationResult = NonNullable<Awaited<ReturnType<typeof adminBulkDeleteFoods>>>
    export type AdminBulkDeleteFoodsMutationBody = BulkFoodsRequest
    export type AdminBulkDeleteFoodsMutationError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | SelectionChangedResponse | NotImplementedResponse

    /**
 * @summary Delete many menu items of one restaurant at once
 */
export const useAdminBulkDeleteFoods = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | SelectionChangedResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof adminBulkDeleteFoods>>, TError,{id: number;data: BulkFoodsRequest}, TContext>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof adminBulkDeleteFoods>>,
        TError,
        {id: number;data: BulkFoodsRequest},
        TContext
      > => {

      const mutationOptions = getAdminBulkDeleteFoodsMutationOptions(options);

      return useMutation(mutationOptions , queryClient);
    }
    /**
 * Not shown by the console spec. As previewBulkDeleteFoods, on restaurant {id}'s menu.
 * @summary What deleting many menu items of one restaurant would do to deals, changing nothing
 */
const adminPreviewBulkDeleteFoods = (
    id: number,
    bulkFoodsRequest: BulkFoodsRequest,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<BulkDeleteFoodsPreview>(
      {url: `/admin/food/preview-bulk-delete-foods/${id}`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: bulkFoodsRequest, signal
    },
      options);
    }
  


export const getAdminPreviewBulkDeleteFoodsMutationOptions = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | SelectionChangedResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof adminPreviewBulkDeleteFoods>>, TError,{id: number;data: BulkFoodsRequest}, TContext>, request?: SecondParameter<typeof apiRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof adminPreviewBulkDeleteFoods>>, TError,{id: number;data: BulkFoodsRequest}, TContext> => {

const mutationKey = ['adminPreviewBulkDeleteFoods'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof adminPreviewBulkDeleteFoods>>, {id: number;data: BulkFoodsRequest}> = (props) => {
          const {id,data} = props ?? {};

          return  adminPreviewBulkDeleteFoods(id,data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type AdminPreviewBulkDeleteFoodsMutationResult = NonNullable<Awaited<ReturnType<typeof adminPreviewBulkDeleteFoods>>>
    export type AdminPreviewBulkDeleteFoodsMutationBody = BulkFoodsRequest
    export type AdminPreviewBulkDeleteFoodsMutationError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | SelectionChangedResponse | NotImplementedResponse

    /**
 * @summary What deleting many menu items of one restaurant would do to deals, changing nothing
 */
export const useAdminPreviewBulkDeleteFoods = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | SelectionChangedResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof adminPreviewBulkDeleteFoods>>, TError,{id: number;data: BulkFoodsRequest}, TContext>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof adminPreviewBulkDeleteFoods>>,
        TError,
        {id: number;data: BulkFoodsRequest},
        TContext
      > => {

      const mutationOptions = getAdminPreviewBulkDeleteFoodsMutationOptions(options);

      return useMutation(mutationOptions , queryClient);
    }
    /**
 * Not shown by the console spec. As bulkMoveFoods, on restaurant {id}'s menu.
 * @summary Move many menu items of one restaurant to one of its menu categories
 */
const adminBulkMoveFoods = (
    id: number,
    bulkMoveFoodsRequest: BulkMoveFoodsRequest,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<BulkDoneResponse>(
      {url: `/admin/food/bulk-move-foods/${id}`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: bulkMoveFoodsRequest, signal
    },
      options);
    }
  


export const getAdminBulkMoveFoodsMutationOptions = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | SelectionChangedResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof adminBulkMoveFoods>>, TError,{id: number;data: BulkMoveFoodsRequest}, TContext>, request?: SecondParameter<typeof apiRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof adminBulkMoveFoods>>, TError,{id: number;data: BulkMoveFoodsRequest}, TContext> => {

const mutationKey = ['adminBulkMoveFoods'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof adminBulkMoveFoods>>, {id: number;data: BulkMoveFoodsRequest}> = (props) => {
          const {id,data} = props ?? {};

          return  adminBulkMoveFoods(id,data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type AdminBulkMoveFoodsMutationResult = NonNullable<Awaited<ReturnType<typeof adminBulkMoveFoods>>>
    export type AdminBulkMoveFoodsMutationBody = BulkMoveFoodsRequest
    export type AdminBulkMoveFoodsMutationError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | SelectionChangedResponse | NotImplementedResponse

    /**
 * @summary Move many menu items of one restaurant to one of its menu categories
 */
export const useAdminBulkMoveFoods = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | SelectionChangedResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof adminBulkMoveFoods>>, TError,{id: number;data: BulkMoveFoodsRequest}, TContext>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof adminBulkMoveFoods>>,
        TError,
        {id: number;data: BulkMoveFoodsRequest},
        TContext
      > => {

      const mutationOptions = getAdminBulkMoveFoodsMutationOptions(options);

      return useMutation(mutationOptions , queryClient);
    }
    /**
 * Method not shown by the console spec; GET (a read). The deal screens ask page 1 with size 999999.
The items of the location's restaurant, sorted by name, without those an administrator removed
from recommendations (app users are no longer offered them); `keywords` as in getFoods.

 * @summary Menu items offered at one restaurant location, for picking a deal's items
 */
const getAddressFoods = (
    id: number,
    params?: GetAddressFoodsParams,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<FoodListResponse>(
      {url: `/admin/food/get-address-foods/${id}`, method: 'GET',
        params, signal
    },
      options);
    }
  

export const getGetAddressFoodsQueryKey = (id?: number,
    params?: GetAddressFoodsParams,) => {
    return [`/admin/food/get-address-foods/${id}`, ...(params ? [params]: [])] as const;
    }

    
export const getGetAddressFoodsQueryOptions = <TData = Awaited<ReturnType<typeof getAddressFoods>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse>(id: number,
    params?: GetAddressFoodsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getAddressFoods>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetAddressFoodsQueryKey(id,params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof getAddressFoods>>> = ({ signal }) => getAddressFoods(id,params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, enabled: !!(id), ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getAddressFoods>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetAddressFoodsQueryResult = NonNullable<Awaited<ReturnType<typeof getAddressFoods>>>
export type GetAddressFoodsQueryError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse


export function useGetAddressFoods<TData = Awaited<ReturnType<typeof getAddressFoods>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse>(
 id: number,
    params: undefined |  GetAddressFoodsParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getAddressFoods>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getAddressFoods>>,
          TError,
          Awaited<ReturnType<typeof getAddressFoods>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetAddressFoods<TData = Awaited<ReturnType<typeof getAddressFoods>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse>(
 id: number,
    params?: GetAddressFoodsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getAddressFoods>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getAddressFoods>>,
          TError,
          Awaited<ReturnType<typeof getAddressFoods>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetAddressFoods<TData = Awaited<ReturnType<typeof getAddressFoods>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse>(
 id: number,
    params?: GetAddressFoodsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getAddressFoods>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Menu items offered at one restaurant location, for picking a deal's items
 */

export function useGetAddressFoods<TData = Awaited<ReturnType<typeof getAddressFoods>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse>(
 id: number,
    params?: GetAddressFoodsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getAddressFoods>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetAddressFoodsQueryOptions(id,params,options)

  const query = useQuery(queryOptions , queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Method not shown by the console spec; GET (a read).
 * @summary One menu item of any restaurant
 */
const adminGetFood = (
    id: number,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<FoodItemResponse>(
      {url: `/admin/food/get-food/${id}`, method: 'GET', signal
    },
      options);
    }
  

export const getAdminGetFoodQueryKey = (id?: number,) => {
    return [`/admin/food/get-food/${id}`] as const;
    }

    
export const getAdminGetFoodQueryOptions = <TData = Awaited<ReturnType<typeof adminGetFood>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse>(id: number, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof adminGetFood>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getAdminGetFoodQueryKey(id);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof adminGetFood>>> = ({ signal }) => adminGetFood(id, requestOptions, signal);

      

      

   return  { queryKey, queryFn, enabled: !!(id), ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof adminGetFood>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type AdminGetFoodQueryResult = NonNullable<Awaited<ReturnType<typeof adminGetFood>>>
export type AdminGetFoodQueryError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse


export function useAdminGetFood<TData = Awaited<ReturnType<typeof adminGetFood>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse>(
 id: number, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof adminGetFood>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminGetFood>>,
          TError,
          Awaited<ReturnType<typeof adminGetFood>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useAdminGetFood<TData = Awaited<ReturnType<typeof adminGetFood>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse>(
 id: number, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof adminGetFood>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminGetFood>>,
          TError,
          Awaited<ReturnType<typeof adminGetFood>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useAdminGetFood<TData = Awaited<ReturnType<typeof adminGetFood>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse>(
 id: number, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof adminGetFood>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary One menu item of any restaurant
 */

export function useAdminGetFood<TData = Awaited<ReturnType<typeof adminGetFood>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse>(
 id: number, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof adminGetFood>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getAdminGetFoodQueryOptions(id,options)

  const query = useQuery(queryOptions , queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Method not shown by the console spec; POST (a create). Fallback 'Failed to create Food Item'.
 * @summary Add a menu item to any restaurant
 */
const adminCreateFood = (
    adminFoodItemForm: AdminFoodItemForm,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      const formData = new FormData();
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
       data: formData, signal
    },
      options);
    }
  


export const getAdminCreateFoodMutationOptions = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof adminCreateFood>>, TError,{data: AdminFoodItemForm}, TContext>, request?: SecondParameter<typeof apiRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof adminCreateFood>>, TError,{data: AdminFoodItemForm}, TContext> => {

const mutationKey = ['adminCreateFood'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof adminCreateFood>>, {data: AdminFoodItemForm}> = (props) => {
          const {data} = props ?? {};

          return  adminCreateFood(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type AdminCreateFoodMutationResult = NonNullable<Awaited<ReturnType<typeof adminCreateFood>>>
    export type AdminCreateFoodMutationBody = AdminFoodItemForm
    export type AdminCreateFoodMutationError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse

    /**
 * @summary Add a menu item to any restaurant
 */
export const useAdminCreateFood = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof adminCreateFood>>, TError,{data: AdminFoodItemForm}, TContext>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof adminCreateFood>>,
        TError,
        {data: AdminFoodItemForm},
        TContext
      > => {

      const mutationOptions = getAdminCreateFoodMutationOptions(options);

      return useMutation(mutationOptions , queryClient);
    }
    /**
 * Method not shown by the console spec; PATCH (an update). `restaurantId` must be the item's
restaurant (400 otherwise). Fallback 'Failed to update Food Item'.

 * @summary Update a menu item of any restaurant; a sent image replaces the old one
 */
const adminUpdateFood = (
    id: number,
    adminFoodItemForm: AdminFoodItemForm,
    headers: AdminUpdateFoodHeaders,
 options?: SecondParameter<typeof apiRequest>,) => {
      
      const formData = new FormData();
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
  


export const getAdminUpdateFoodMutationOptions = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | PreconditionFailedResponse | PreconditionRequiredResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof adminUpdateFood>>, TError,{id: number;data: AdminFoodItemForm;headers: AdminUpdateFoodHeaders}, TContext>, request?: SecondParameter<typeof apiRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof adminUpdateFood>>, TError,{id: number;data: AdminFoodItemForm;headers: AdminUpdateFoodHeaders}, TContext> => {

const mutationKey = ['adminUpdateFood'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof adminUpdateFood>>, {id: number;data: AdminFoodItemForm;headers: AdminUpdateFoodHeaders}> = (props) => {
          const {id,data,headers} = props ?? {};

          return  adminUpdateFood(id,data,headers,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type AdminUpdateFoodMutationResult = NonNullable<Awaited<ReturnType<typeof adminUpdateFood>>>
    export type AdminUpdateFoodMutationBody = AdminFoodItemForm
    export type AdminUpdateFoodMutationError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | PreconditionFailedResponse | PreconditionRequiredResponse | NotImplementedResponse

    /**
 * @summary Update a menu item of any restaurant; a sent image replaces the old one
 */
export const useAdminUpdateFood = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | PreconditionFailedResponse | PreconditionRequiredResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof adminUpdateFood>>, TError,{id: number;data: AdminFoodItemForm;headers: AdminUpdateFoodHeaders}, TContext>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof adminUpdateFood>>,
        TError,
        {id: number;data: AdminFoodItemForm;headers: AdminUpdateFoodHeaders},
        TContext
      > => {

      const mutationOptions = getAdminUpdateFoodMutationOptions(options);

      return useMutation(mutationOptions , queryClient);
    }
    /**
 * Method not shown by the console spec; DELETE. Deals lose the item as in deleteFood (a current deal
left with no item is deactivated, and the message names the current deals).
Fallback 'Failed to delete Food Item'.

 * @summary Delete a menu item of any restaurant (deals lose it)
 */
const adminDeleteFood = (
    id: number,
    headers: AdminDeleteFoodHeaders,
 options?: SecondParameter<typeof apiRequest>,) => {
      
      
      return apiRequest<MessageOnlyResponse>(
      {url: `/admin/food/delete-food/${id}`, method: 'DELETE',
      headers
    },
      options);
    }
  


export const getAdminDeleteFoodMutationOptions = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | PreconditionFailedResponse | PreconditionRequiredResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof adminDeleteFood>>, TError,{id: number;headers: AdminDeleteFoodHeaders}, TContext>, request?: SecondParameter<typeof apiRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof adminDeleteFood>>, TError,{id: number;headers: AdminDeleteFoodHeaders}, TContext> => {

const mutationKey = ['adminDeleteFood'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof adminDeleteFood>>, {id: number;headers: AdminDeleteFoodHeaders}> = (props) => {
          const {id,headers} = props ?? {};

          return  adminDeleteFood(id,headers,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type AdminDeleteFoodMutationResult = NonNullable<Awaited<ReturnType<typeof adminDeleteFood>>>
    
    export type AdminDeleteFoodMutationError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | PreconditionFailedResponse | PreconditionRequiredResponse | NotImplementedResponse

    /**
 * @summary Delete a menu item of any restaurant (deals lose it)
 */
export const useAdminDeleteFood = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | PreconditionFailedResponse | PreconditionRequiredResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof adminDeleteFood>>, TError,{id: number;headers: AdminDeleteFoodHeaders}, TContext>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof adminDeleteFood>>,
        TError,
        {id: number;headers: AdminDeleteFoodHeaders},
        TContext
      > => {

      const mutationOptions = getAdminDeleteFoodMutationOptions(options);

      return useMutation(mutationOptions , queryClient);
    }
    /**
 * Method not shown by the console spec; GET (a read). Fallback 'Failed to get Food Tag Categories'.
 * @summary The food tag categories and their labels, for the menu item form
 */
const adminGetFoodTagCategories = (
    params?: AdminGetFoodTagCategoriesParams,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<FoodTagCategoryListResponse>(
      {url: `/admin/food/get-food-tag-categories`, method: 'GET',
        params, signal
    },
      options);
    }
  

export const getAdminGetFoodTagCategoriesQueryKey = (params?: AdminGetFoodTagCategoriesParams,) => {
    return [`/admin/food/get-food-tag-categories`, ...(params ? [params]: [])] as const;
    }

    
export const getAdminGetFoodTagCategoriesQueryOptions = <TData = Awaited<ReturnType<typeof adminGetFoodTagCategories>>, TError = UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(params?: AdminGetFoodTagCategoriesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof adminGetFoodTagCategories>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getAdminGetFoodTagCategoriesQueryKey(params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof adminGetFoodTagCategories>>> = ({ signal }) => adminGetFoodTagCategories(params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof adminGetFoodTagCategories>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type AdminGetFoodTagCategoriesQueryResult = NonNullable<Awaited<ReturnType<typeof adminGetFoodTagCategories>>>
export type AdminGetFoodTagCategoriesQueryError = UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse


export function useAdminGetFoodTagCategories<TData = Awaited<ReturnType<typeof adminGetFoodTagCategories>>, TError = UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
 params: undefined |  AdminGetFoodTagCategoriesParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof adminGetFoodTagCategories>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminGetFoodTagCategories>>,
          TError,
          Awaited<ReturnType<typeof adminGetFoodTagCategories>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useAdminGetFoodTagCategories<TData = Awaited<ReturnType<typeof adminGetFoodTagCategories>>, TError = UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
 params?: AdminGetFoodTagCategoriesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof adminGetFoodTagCategories>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminGetFoodTagCategories>>,
          TError,
          Awaited<ReturnType<typeof adminGetFoodTagCategories>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useAdminGetFoodTagCategories<TData = Awaited<ReturnType<typeof adminGetFoodTagCategories>>, TError = UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
 params?: AdminGetFoodTagCategoriesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof adminGetFoodTagCategories>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary The food tag categories and their labels, for the menu item form
 */

export function useAdminGetFoodTagCategories<TData = Awaited<ReturnType<typeof adminGetFoodTagCategories>>, TError = UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
 params?: AdminGetFoodTagCategoriesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof adminGetFoodTagCategories>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getAdminGetFoodTagCategoriesQueryOptions(params,options)

  const query = useQuery(queryOptions , queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



