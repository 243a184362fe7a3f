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
  AdminFoodItemForm,
  AdminGetFoodsParams,
  BadRequestResponse,
  FoodItemCreatedResponse,
  FoodItemForm,
  FoodItemResponse,
  FoodListResponse,
  FoodTagCategoryListResponse,
  ForbiddenResponse,
  GetAddressFoodsParams,
  GetFoodsParams,
  MessageOnlyResponse,
  NotFoundResponse,
  NotImplementedResponse,
  UnauthorizedResponse
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
      headers: {'Content-Type': 'multipart/form-data', },
       data: formData
    },
      options);
    }
  


export const getUpdateFoodMutationOptions = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof updateFood>>, TError,{id: number;data: FoodItemForm}, TContext>, request?: SecondParameter<typeof apiRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof updateFood>>, TError,{id: number;data: FoodItemForm}, TContext> => {

const mutationKey = ['updateFood'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof updateFood>>, {id: number;data: FoodItemForm}> = (props) => {
          const {id,data} = props ?? {};

          return  updateFood(id,data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type UpdateFoodMutationResult = NonNullable<Awaited<ReturnType<typeof updateFood>>>
    export type UpdateFoodMutationBody = FoodItemForm
    export type UpdateFoodMutationError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse

    /**
 * @summary Update one of the owner's menu items; a sent image replaces the old one
 */
export const useUpdateFood = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof updateFood>>, TError,{id: number;data: FoodItemForm}, TContext>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof updateFood>>,
        TError,
        {id: number;data: FoodItemForm},
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
 options?: SecondParameter<typeof apiRequest>,) => {
      
      
      return apiRequest<MessageOnlyResponse>(
      {url: `/food/delete-food/${id}`, method: 'DELETE'
    },
      options);
    }
  


export const getDeleteFoodMutationOptions = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof deleteFood>>, TError,{id: number}, TContext>, request?: SecondParameter<typeof apiRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof deleteFood>>, TError,{id: number}, TContext> => {

const mutationKey = ['deleteFood'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof deleteFood>>, {id: number}> = (props) => {
          const {id} = props ?? {};

          return  deleteFood(id,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type DeleteFoodMutationResult = NonNullable<Awaited<ReturnType<typeof deleteFood>>>
    
    export type DeleteFoodMutationError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse

    /**
 * @summary Delete one of the owner's menu items (deals lose it)
 */
export const useDeleteFood = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof deleteFood>>, TError,{id: number}, TContext>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof deleteFood>>,
        TError,
        {id: number},
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
    
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<FoodTagCategoryListResponse>(
      {url: `/food/get-food-tag-categories`, method: 'GET', signal
    },
      options);
    }
  

export const getGetFoodTagCategoriesQueryKey = () => {
    return [`/food/get-food-tag-categories`] as const;
    }

    
export const getGetFoodTagCategoriesQueryOptions = <TData = Awaited<ReturnType<typeof getFoodTagCategories>>, TError = UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getFoodTagCategories>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetFoodTagCategoriesQueryKey();

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof getFoodTagCategories>>> = ({ signal }) => getFoodTagCategories(requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getFoodTagCategories>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetFoodTagCategoriesQueryResult = NonNullable<Awaited<ReturnType<typeof getFoodTagCategories>>>
export type GetFoodTagCategoriesQueryError = UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse


export function useGetFoodTagCategories<TData = Awaited<ReturnType<typeof getFoodTagCategories>>, TError = UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getFoodTagCategories>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getFoodTagCategories>>,
          TError,
          Awaited<ReturnType<typeof getFoodTagCategories>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetFoodTagCategories<TData = Awaited<ReturnType<typeof getFoodTagCategories>>, TError = UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getFoodTagCategories>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getFoodTagCategories>>,
          TError,
          Awaited<ReturnType<typeof getFoodTagCategories>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetFoodTagCategories<TData = Awaited<ReturnType<typeof getFoodTagCategories>>, TError = UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getFoodTagCategories>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary The food tag categories and their labels, for the menu item form
 */

export function useGetFoodTagCategories<TData = Awaited<ReturnType<typeof getFoodTagCategories>>, TError = UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getFoodTagCategories>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetFoodTagCategoriesQueryOptions(options)

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
      headers: {'Content-Type': 'multipart/form-data', },
       data: formData
    },
      options);
    }
  


export const getAdminUpdateFoodMutationOptions = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof adminUpdateFood>>, TError,{id: number;data: AdminFoodItemForm}, TContext>, request?: SecondParameter<typeof apiRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof adminUpdateFood>>, TError,{id: number;data: AdminFoodItemForm}, TContext> => {

const mutationKey = ['adminUpdateFood'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof adminUpdateFood>>, {id: number;data: AdminFoodItemForm}> = (props) => {
          const {id,data} = props ?? {};

          return  adminUpdateFood(id,data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type AdminUpdateFoodMutationResult = NonNullable<Awaited<ReturnType<typeof adminUpdateFood>>>
    export type AdminUpdateFoodMutationBody = AdminFoodItemForm
    export type AdminUpdateFoodMutationError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse

    /**
 * @summary Update a menu item of any restaurant; a sent image replaces the old one
 */
export const useAdminUpdateFood = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof adminUpdateFood>>, TError,{id: number;data: AdminFoodItemForm}, TContext>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof adminUpdateFood>>,
        TError,
        {id: number;data: AdminFoodItemForm},
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
 options?: SecondParameter<typeof apiRequest>,) => {
      
      
      return apiRequest<MessageOnlyResponse>(
      {url: `/admin/food/delete-food/${id}`, method: 'DELETE'
    },
      options);
    }
  


export const getAdminDeleteFoodMutationOptions = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof adminDeleteFood>>, TError,{id: number}, TContext>, request?: SecondParameter<typeof apiRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof adminDeleteFood>>, TError,{id: number}, TContext> => {

const mutationKey = ['adminDeleteFood'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof adminDeleteFood>>, {id: number}> = (props) => {
          const {id} = props ?? {};

          return  adminDeleteFood(id,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type AdminDeleteFoodMutationResult = NonNullable<Awaited<ReturnType<typeof adminDeleteFood>>>
    
    export type AdminDeleteFoodMutationError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse

    /**
 * @summary Delete a menu item of any restaurant (deals lose it)
 */
export const useAdminDeleteFood = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof adminDeleteFood>>, TError,{id: number}, TContext>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof adminDeleteFood>>,
        TError,
        {id: number},
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
    
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<FoodTagCategoryListResponse>(
      {url: `/admin/food/get-food-tag-categories`, method: 'GET', signal
    },
      options);
    }
  

export const getAdminGetFoodTagCategoriesQueryKey = () => {
    return [`/admin/food/get-food-tag-categories`] as const;
    }

    
export const getAdminGetFoodTagCategoriesQueryOptions = <TData = Awaited<ReturnType<typeof adminGetFoodTagCategories>>, TError = UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof adminGetFoodTagCategories>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getAdminGetFoodTagCategoriesQueryKey();

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof adminGetFoodTagCategories>>> = ({ signal }) => adminGetFoodTagCategories(requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof adminGetFoodTagCategories>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type AdminGetFoodTagCategoriesQueryResult = NonNullable<Awaited<ReturnType<typeof adminGetFoodTagCategories>>>
export type AdminGetFoodTagCategoriesQueryError = UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse


export function useAdminGetFoodTagCategories<TData = Awaited<ReturnType<typeof adminGetFoodTagCategories>>, TError = UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof adminGetFoodTagCategories>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminGetFoodTagCategories>>,
          TError,
          Awaited<ReturnType<typeof adminGetFoodTagCategories>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useAdminGetFoodTagCategories<TData = Awaited<ReturnType<typeof adminGetFoodTagCategories>>, TError = UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof adminGetFoodTagCategories>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminGetFoodTagCategories>>,
          TError,
          Awaited<ReturnType<typeof adminGetFoodTagCategories>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useAdminGetFoodTagCategories<TData = Awaited<ReturnType<typeof adminGetFoodTagCategories>>, TError = UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof adminGetFoodTagCategories>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary The food tag categories and their labels, for the menu item form
 */

export function useAdminGetFoodTagCategories<TData = Awaited<ReturnType<typeof adminGetFoodTagCategories>>, TError = UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof adminGetFoodTagCategories>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getAdminGetFoodTagCategoriesQueryOptions(options)

  const query = useQuery(queryOptions , queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



