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
  ChangeFoodTagStatusHeaders,
  ConflictResponse,
  FoodTagCategoryCreatedResponse,
  FoodTagCategoryListResponse,
  FoodTagCategoryRequest,
  FoodTagCreatedResponse,
  FoodTagRenameRequest,
  FoodTagRequest,
  FoodTagStatusRequest,
  ForbiddenResponse,
  MessageOnlyResponse,
  NotFoundResponse,
  NotImplementedResponse,
  PreconditionFailedResponse,
  PreconditionRequiredResponse,
  UnauthorizedResponse,
  UpdateFoodTagHeaders
} from '../../generated/model';

import { apiRequest } from '../../queries/shared-api-request';


type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];



/**
 * Not in the console spec; GET (a read). The Food Tags screen. Fallback 'Failed to get Food Tags'.
 * @summary The whole food tag vocabulary, retired tags included, with how many menu items carry each tag
 */
const getFoodTags = (
    
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<FoodTagCategoryListResponse>(
      {url: `/admin/food-tag/get-food-tags`, method: 'GET', signal
    },
      options);
    }
  

export const getGetFoodTagsQueryKey = () => {
    return [`/admin/food-tag/get-food-tags`] as const;
    }

    
export const getGetFoodTagsQueryOptions = <TData = Awaited<ReturnType<typeof getFoodTags>>, TError = UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getFoodTags>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetFoodTagsQueryKey();

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof getFoodTags>>> = ({ signal }) => getFoodTags(requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getFoodTags>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetFoodTagsQueryResult = NonNullable<Awaited<ReturnType<typeof getFoodTags>>>
export type GetFoodTagsQueryError = UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse


export function useGetFoodTags<TData = Awaited<ReturnType<typeof getFoodTags>>, TError = UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getFoodTags>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getFoodTags>>,
          TError,
          Awaited<ReturnType<typeof getFoodTags>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetFoodTags<TData = Awaited<ReturnType<typeof getFoodTags>>, TError = UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getFoodTags>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getFoodTags>>,
          TError,
          Awaited<ReturnType<typeof getFoodTags>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetFoodTags<TData = Awaited<ReturnType<typeof getFoodTags>>, TError = UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getFoodTags>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary The whole food tag vocabulary, retired tags included, with how many menu items carry each tag
 */

export function useGetFoodTags<TData = Awaited<ReturnType<typeof getFoodTags>>, TError = UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getFoodTags>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetFoodTagsQueryOptions(options)

  const query = useQuery(queryOptions , queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Not in the console spec; POST (a create). 'Tag Category created'; fallback 'Failed to create Tag Category'.
 * @summary Add a tag category (after the others in the menu item form)
 */
const createFoodTagCategory = (
    foodTagCategoryRequest: FoodTagCategoryRequest,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<FoodTagCategoryCreatedResponse>(
      {url: `/admin/food-tag/create-food-tag-category`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: foodTagCategoryRequest, signal
    },
      options);
    }
  


export const getCreateFoodTagCategoryMutationOptions = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | ConflictResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createFoodTagCategory>>, TError,{data: FoodTagCategoryRequest}, TContext>, request?: SecondParameter<typeof apiRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof createFoodTagCategory>>, TError,{data: FoodTagCategoryRequest}, TContext> => {

const mutationKey = ['createFoodTagCategory'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof createFoodTagCategory>>, {data: FoodTagCategoryRequest}> = (props) => {
          const {data} = props ?? {};

          return  createFoodTagCategory(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type CreateFoodTagCategoryMutationResult = NonNullable<Awaited<ReturnType<typeof createFoodTagCategory>>>
    export type CreateFoodTagCategoryMutationBody = FoodTagCategoryRequest
    export type CreateFoodTagCategoryMutationError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | ConflictResponse | NotImplementedResponse

    /**
 * @summary Add a tag category (after the others in the menu item form)
 */
export const useCreateFoodTagCategory = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | ConflictResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createFoodTagCategory>>, TError,{data: FoodTagCategoryRequest}, TContext>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof createFoodTagCategory>>,
        TError,
        {data: FoodTagCategoryRequest},
        TContext
      > => {

      const mutationOptions = getCreateFoodTagCategoryMutationOptions(options);

      return useMutation(mutationOptions , queryClient);
    }
    /**
 * Not in the console spec; POST (a create). A label belongs to one tag category: a name in use in any
category, case ignored, is 409 'A Food Tag with this name already exists', or 'A retired Food Tag has
this name: restore it' when that tag is retired. 'Food Tag created'; fallback 'Failed to create Food Tag'.

 * @summary Add a tag to a tag category (after its other tags)
 */
const createFoodTag = (
    foodTagRequest: FoodTagRequest,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<FoodTagCreatedResponse>(
      {url: `/admin/food-tag/create-food-tag`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: foodTagRequest, signal
    },
      options);
    }
  


export const getCreateFoodTagMutationOptions = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createFoodTag>>, TError,{data: FoodTagRequest}, TContext>, request?: SecondParameter<typeof apiRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof createFoodTag>>, TError,{data: FoodTagRequest}, TContext> => {

const mutationKey = ['createFoodTag'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof createFoodTag>>, {data: FoodTagRequest}> = (props) => {
          const {data} = props ?? {};

          return  createFoodTag(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type CreateFoodTagMutationResult = NonNullable<Awaited<ReturnType<typeof createFoodTag>>>
    export type CreateFoodTagMutationBody = FoodTagRequest
    export type CreateFoodTagMutationError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | NotImplementedResponse

    /**
 * @summary Add a tag to a tag category (after its other tags)
 */
export const useCreateFoodTag = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createFoodTag>>, TError,{data: FoodTagRequest}, TContext>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof createFoodTag>>,
        TError,
        {data: FoodTagRequest},
        TContext
      > => {

      const mutationOptions = getCreateFoodTagMutationOptions(options);

      return useMutation(mutationOptions , queryClient);
    }
    /**
 * Not in the console spec; PATCH (an update). The items' tags and extraAttributes are renamed in the
same change (one event in the trail, the items counted). 'Food Tag updated'; fallback 'Failed to
update Food Tag'.

 * @summary Rename a tag; the menu items that carry it carry the new name
 */
const updateFoodTag = (
    id: number,
    foodTagRenameRequest: FoodTagRenameRequest,
    headers: UpdateFoodTagHeaders,
 options?: SecondParameter<typeof apiRequest>,) => {
      
      
      return apiRequest<MessageOnlyResponse>(
      {url: `/admin/food-tag/update-food-tag/${id}`, method: 'PATCH',
      headers: {'Content-Type': 'application/json', ...headers},
      data: foodTagRenameRequest
    },
      options);
    }
  


export const getUpdateFoodTagMutationOptions = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | PreconditionFailedResponse | PreconditionRequiredResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof updateFoodTag>>, TError,{id: number;data: FoodTagRenameRequest;headers: UpdateFoodTagHeaders}, TContext>, request?: SecondParameter<typeof apiRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof updateFoodTag>>, TError,{id: number;data: FoodTagRenameRequest;headers: UpdateFoodTagHeaders}, TContext> => {

const mutationKey = ['updateFoodTag'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof updateFoodTag>>, {id: number;data: FoodTagRenameRequest;headers: UpdateFoodTagHeaders}> = (props) => {
          const {id,data,headers} = props ?? {};

          return  updateFoodTag(id,data,headers,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type UpdateFoodTagMutationResult = NonNullable<Awaited<ReturnType<typeof updateFoodTag>>>
    export type UpdateFoodTagMutationBody = FoodTagRenameRequest
    export type UpdateFoodTagMutationError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | PreconditionFailedResponse | PreconditionRequiredResponse | NotImplementedResponse

    /**
 * @summary Rename a tag; the menu items that carry it carry the new name
 */
export const useUpdateFoodTag = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | PreconditionFailedResponse | PreconditionRequiredResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof updateFoodTag>>, TError,{id: number;data: FoodTagRenameRequest;headers: UpdateFoodTagHeaders}, TContext>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof updateFoodTag>>,
        TError,
        {id: number;data: FoodTagRenameRequest;headers: UpdateFoodTagHeaders},
        TContext
      > => {

      const mutationOptions = getUpdateFoodTagMutationOptions(options);

      return useMutation(mutationOptions , queryClient);
    }
    /**
 * Not in the console spec; PATCH (a status change). A retired tag is not in the menu item form's lists
(unless includeRetired), a new item cannot take it, an item that has it keeps it through its edits.
'Food Tag retired' or 'Food Tag restored'; fallback 'Failed to change Food Tag'.

 * @summary Retire a tag (offered no more, kept on the items that have it) or restore it
 */
const changeFoodTagStatus = (
    id: number,
    foodTagStatusRequest: FoodTagStatusRequest,
    headers: ChangeFoodTagStatusHeaders,
 options?: SecondParameter<typeof apiRequest>,) => {
      
      
      return apiRequest<MessageOnlyResponse>(
      {url: `/admin/food-tag/change-food-tag-status/${id}`, method: 'PATCH',
      headers: {'Content-Type': 'application/json', ...headers},
      data: foodTagStatusRequest
    },
      options);
    }
  


export const getChangeFoodTagStatusMutationOptions = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | PreconditionFailedResponse | PreconditionRequiredResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof changeFoodTagStatus>>, TError,{id: number;data: FoodTagStatusRequest;headers: ChangeFoodTagStatusHeaders}, TContext>, request?: SecondParameter<typeof apiRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof changeFoodTagStatus>>, TError,{id: number;data: FoodTagStatusRequest;headers: ChangeFoodTagStatusHeaders}, TContext> => {

const mutationKey = ['changeFoodTagStatus'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof changeFoodTagStatus>>, {id: number;data: FoodTagStatusRequest;headers: ChangeFoodTagStatusHeaders}> = (props) => {
          const {id,data,headers} = props ?? {};

          return  changeFoodTagStatus(id,data,headers,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type ChangeFoodTagStatusMutationResult = NonNullable<Awaited<ReturnType<typeof changeFoodTagStatus>>>
    export type ChangeFoodTagStatusMutationBody = FoodTagStatusRequest
    export type ChangeFoodTagStatusMutationError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | PreconditionFailedResponse | PreconditionRequiredResponse | NotImplementedResponse

    /**
 * @summary Retire a tag (offered no more, kept on the items that have it) or restore it
 */
export const useChangeFoodTagStatus = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | PreconditionFailedResponse | PreconditionRequiredResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof changeFoodTagStatus>>, TError,{id: number;data: FoodTagStatusRequest;headers: ChangeFoodTagStatusHeaders}, TContext>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof changeFoodTagStatus>>,
        TError,
        {id: number;data: FoodTagStatusRequest;headers: ChangeFoodTagStatusHeaders},
        TContext
      > => {

      const mutationOptions = getChangeFoodTagStatusMutationOptions(options);

      return useMutation(mutationOptions , queryClient);
    }
    