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
  AddressCreatedResponse,
  AddressListResponse,
  BadRequestResponse,
  ConflictResponse,
  CsvExportResponse,
  DeleteMyRestaurantHeaders,
  DeleteRestaurantImageHeaders,
  DeleteRestaurantLocationHeaders,
  ExportMyRestaurantAddressesParams,
  ForbiddenResponse,
  GetMyRestaurantAddressesParams,
  MessageOnlyResponse,
  NotFoundResponse,
  NotImplementedResponse,
  PreconditionFailedResponse,
  PreconditionRequiredResponse,
  RestaurantDetailsResponse,
  RestaurantLocationForm,
  RestaurantProfileForm,
  UnauthorizedResponse,
  UpdateRestaurantHeaders,
  UpdateRestaurantLocationHeaders
} from '../../generated/model';

import { apiRequest } from '../../queries/shared-api-request';


type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];



/**
 * @summary The signed-in owner's restaurant with its account email and status
 */
const getMyRestaurantDetails = (
    
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<RestaurantDetailsResponse>(
      {url: `/restaurant/get-my-restaurant-details`, method: 'GET', signal
    },
      options);
    }
  

export const getGetMyRestaurantDetailsQueryKey = () => {
    return [`/restaurant/get-my-restaurant-details`] as const;
    }

    
export const getGetMyRestaurantDetailsQueryOptions = <TData = Awaited<ReturnType<typeof getMyRestaurantDetails>>, TError = UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getMyRestaurantDetails>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetMyRestaurantDetailsQueryKey();

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof getMyRestaurantDetails>>> = ({ signal }) => getMyRestaurantDetails(requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getMyRestaurantDetails>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetMyRestaurantDetailsQueryResult = NonNullable<Awaited<ReturnType<typeof getMyRestaurantDetails>>>
export type GetMyRestaurantDetailsQueryError = UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse


export function useGetMyRestaurantDetails<TData = Awaited<ReturnType<typeof getMyRestaurantDetails>>, TError = UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getMyRestaurantDetails>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getMyRestaurantDetails>>,
          TError,
          Awaited<ReturnType<typeof getMyRestaurantDetails>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetMyRestaurantDetails<TData = Awaited<ReturnType<typeof getMyRestaurantDetails>>, TError = UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getMyRestaurantDetails>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getMyRestaurantDetails>>,
          TError,
          Awaited<ReturnType<typeof getMyRestaurantDetails>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetMyRestaurantDetails<TData = Awaited<ReturnType<typeof getMyRestaurantDetails>>, TError = UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getMyRestaurantDetails>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary The signed-in owner's restaurant with its account email and status
 */

export function useGetMyRestaurantDetails<TData = Awaited<ReturnType<typeof getMyRestaurantDetails>>, TError = UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getMyRestaurantDetails>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetMyRestaurantDetailsQueryOptions(options)

  const query = useQuery(queryOptions , queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Fallback 'Failed to create Restaurant Location'.
 * @summary Add a location (address, phone, images) to the owner's restaurant
 */
const createRestaurantLocation = (
    restaurantLocationForm: RestaurantLocationForm,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      const formData = new FormData();
formData.append(`streetAddress`, restaurantLocationForm.streetAddress)
if(restaurantLocationForm.country !== undefined) {
 formData.append(`country`, restaurantLocationForm.country)
 }
if(restaurantLocationForm.state !== undefined) {
 formData.append(`state`, restaurantLocationForm.state)
 }
if(restaurantLocationForm.city !== undefined) {
 formData.append(`city`, restaurantLocationForm.city)
 }
if(restaurantLocationForm.zipCode !== undefined) {
 formData.append(`zipCode`, restaurantLocationForm.zipCode)
 }
formData.append(`latitude`, restaurantLocationForm.latitude.toString())
formData.append(`longitude`, restaurantLocationForm.longitude.toString())
if(restaurantLocationForm.locationPrecision !== undefined) {
 formData.append(`locationPrecision`, restaurantLocationForm.locationPrecision)
 }
if(restaurantLocationForm.locationSource !== undefined) {
 formData.append(`locationSource`, restaurantLocationForm.locationSource)
 }
formData.append(`phoneCountryCode`, restaurantLocationForm.phoneCountryCode)
formData.append(`phoneNumber`, restaurantLocationForm.phoneNumber)
if(restaurantLocationForm.restaurantImages !== undefined) {
 restaurantLocationForm.restaurantImages.forEach(value => formData.append(`restaurantImages`, value));
 }

      return apiRequest<AddressCreatedResponse>(
      {url: `/restaurant/create-restaurant-location`, method: 'POST',
      headers: {'Content-Type': 'multipart/form-data', },
       data: formData, signal
    },
      options);
    }
  


export const getCreateRestaurantLocationMutationOptions = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createRestaurantLocation>>, TError,{data: RestaurantLocationForm}, TContext>, request?: SecondParameter<typeof apiRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof createRestaurantLocation>>, TError,{data: RestaurantLocationForm}, TContext> => {

const mutationKey = ['createRestaurantLocation'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof createRestaurantLocation>>, {data: RestaurantLocationForm}> = (props) => {
          const {data} = props ?? {};

          return  createRestaurantLocation(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type CreateRestaurantLocationMutationResult = NonNullable<Awaited<ReturnType<typeof createRestaurantLocation>>>
    export type CreateRestaurantLocationMutationBody = RestaurantLocationForm
    export type CreateRestaurantLocationMutationError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse

    /**
 * @summary Add a location (address, phone, images) to the owner's restaurant
 */
export const useCreateRestaurantLocation = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createRestaurantLocation>>, TError,{data: RestaurantLocationForm}, TContext>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof createRestaurantLocation>>,
        TError,
        {data: RestaurantLocationForm},
        TContext
      > => {

      const mutationOptions = getCreateRestaurantLocationMutationOptions(options);

      return useMutation(mutationOptions , queryClient);
    }
    /**
 * Method not shown by the console spec; PATCH (an update). The form carries every field, so
absent optional fields are cleared. Fallback 'Failed to update Restaurant Location'.

 * @summary Update one of the owner's locations; sent images are added to the location's set
 */
const updateRestaurantLocation = (
    id: number,
    restaurantLocationForm: RestaurantLocationForm,
    headers: UpdateRestaurantLocationHeaders,
 options?: SecondParameter<typeof apiRequest>,) => {
      
      const formData = new FormData();
formData.append(`streetAddress`, restaurantLocationForm.streetAddress)
if(restaurantLocationForm.country !== undefined) {
 formData.append(`country`, restaurantLocationForm.country)
 }
if(restaurantLocationForm.state !== undefined) {
 formData.append(`state`, restaurantLocationForm.state)
 }
if(restaurantLocationForm.city !== undefined) {
 formData.append(`city`, restaurantLocationForm.city)
 }
if(restaurantLocationForm.zipCode !== undefined) {
 formData.append(`zipCode`, restaurantLocationForm.zipCode)
 }
formData.append(`latitude`, restaurantLocationForm.latitude.toString())
formData.append(`longitude`, restaurantLocationForm.longitude.toString())
if(restaurantLocationForm.locationPrecision !== undefined) {
 formData.append(`locationPrecision`, restaurantLocationForm.locationPrecision)
 }
if(restaurantLocationForm.locationSource !== undefined) {
 formData.append(`locationSource`, restaurantLocationForm.locationSource)
 }
formData.append(`phoneCountryCode`, restaurantLocationForm.phoneCountryCode)
formData.append(`phoneNumber`, restaurantLocationForm.phoneNumber)
if(restaurantLocationForm.restaurantImages !== undefined) {
 restaurantLocationForm.restaurantImages.forEach(value => formData.append(`restaurantImages`, value));
 }

      return apiRequest<MessageOnlyResponse>(
      {url: `/restaurant/update-restaurant-location/${id}`, method: 'PATCH',
      headers: {'Content-Type': 'multipart/form-data', ...headers},
       data: formData
    },
      options);
    }
  


export const getUpdateRestaurantLocationMutationOptions = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | PreconditionFailedResponse | PreconditionRequiredResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof updateRestaurantLocation>>, TError,{id: number;data: RestaurantLocationForm;headers: UpdateRestaurantLocationHeaders}, TContext>, request?: SecondParameter<typeof apiRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof updateRestaurantLocation>>, TError,{id: number;data: RestaurantLocationForm;headers: UpdateRestaurantLocationHeaders}, TContext> => {

const mutationKey = ['updateRestaurantLocation'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof updateRestaurantLocation>>, {id: number;data: RestaurantLocationForm;headers: UpdateRestaurantLocationHeaders}> = (props) => {
          const {id,data,headers} = props ?? {};

          return  updateRestaurantLocation(id,data,headers,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type UpdateRestaurantLocationMutationResult = NonNullable<Awaited<ReturnType<typeof updateRestaurantLocation>>>
    export type UpdateRestaurantLocationMutationBody = RestaurantLocationForm
    export type UpdateRestaurantLocationMutationError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | PreconditionFailedResponse | PreconditionRequiredResponse | NotImplementedResponse

    /**
 * @summary Update one of the owner's locations; sent images are added to the location's set
 */
export const useUpdateRestaurantLocation = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | PreconditionFailedResponse | PreconditionRequiredResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof updateRestaurantLocation>>, TError,{id: number;data: RestaurantLocationForm;headers: UpdateRestaurantLocationHeaders}, TContext>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof updateRestaurantLocation>>,
        TError,
        {id: number;data: RestaurantLocationForm;headers: UpdateRestaurantLocationHeaders},
        TContext
      > => {

      const mutationOptions = getUpdateRestaurantLocationMutationOptions(options);

      return useMutation(mutationOptions , queryClient);
    }
    /**
 * Method not shown by the console spec; PATCH (an update). Fallback 'Failed to update Restaurant Profile'.
 * @summary Update the owner's restaurant profile; sent images are added to its company-wide set
 */
const updateRestaurant = (
    restaurantProfileForm: RestaurantProfileForm,
    headers: UpdateRestaurantHeaders,
 options?: SecondParameter<typeof apiRequest>,) => {
      
      const formData = new FormData();
formData.append(`restaurantName`, restaurantProfileForm.restaurantName)
restaurantProfileForm.restaurantCategoryIds.forEach(value => formData.append(`restaurantCategoryIds`, value.toString()));
if(restaurantProfileForm.emailAddress !== undefined) {
 formData.append(`emailAddress`, restaurantProfileForm.emailAddress)
 }
if(restaurantProfileForm.currentPassword !== undefined) {
 formData.append(`currentPassword`, restaurantProfileForm.currentPassword)
 }
if(restaurantProfileForm.restaurantImages !== undefined) {
 restaurantProfileForm.restaurantImages.forEach(value => formData.append(`restaurantImages`, value));
 }

      return apiRequest<MessageOnlyResponse>(
      {url: `/restaurant/update-restaurant`, method: 'PATCH',
      headers: {'Content-Type': 'multipart/form-data', ...headers},
       data: formData
    },
      options);
    }
  


export const getUpdateRestaurantMutationOptions = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | ConflictResponse | PreconditionFailedResponse | PreconditionRequiredResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof updateRestaurant>>, TError,{data: RestaurantProfileForm;headers: UpdateRestaurantHeaders}, TContext>, request?: SecondParameter<typeof apiRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof updateRestaurant>>, TError,{data: RestaurantProfileForm;headers: UpdateRestaurantHeaders}, TContext> => {

const mutationKey = ['updateRestaurant'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof updateRestaurant>>, {data: RestaurantProfileForm;headers: UpdateRestaurantHeaders}> = (props) => {
          const {data,headers} = props ?? {};

          return  updateRestaurant(data,headers,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type UpdateRestaurantMutationResult = NonNullable<Awaited<ReturnType<typeof updateRestaurant>>>
    export type UpdateRestaurantMutationBody = RestaurantProfileForm
    export type UpdateRestaurantMutationError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | ConflictResponse | PreconditionFailedResponse | PreconditionRequiredResponse | NotImplementedResponse

    /**
 * @summary Update the owner's restaurant profile; sent images are added to its company-wide set
 */
export const useUpdateRestaurant = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | ConflictResponse | PreconditionFailedResponse | PreconditionRequiredResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof updateRestaurant>>, TError,{data: RestaurantProfileForm;headers: UpdateRestaurantHeaders}, TContext>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof updateRestaurant>>,
        TError,
        {data: RestaurantProfileForm;headers: UpdateRestaurantHeaders},
        TContext
      > => {

      const mutationOptions = getUpdateRestaurantMutationOptions(options);

      return useMutation(mutationOptions , queryClient);
    }
    /**
 * Method shown by the console spec (GET); the query is not shown there and follows the paging
convention. `keywords` matches the address and phone; `location_precision=approximate` keeps the
locations coarser than street level.

 * @summary One page of the owner's locations (the locations table asks size 10)
 */
const getMyRestaurantAddresses = (
    params?: GetMyRestaurantAddressesParams,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<AddressListResponse>(
      {url: `/restaurant/get-my-restaurant-addresses`, method: 'GET',
        params, signal
    },
      options);
    }
  

export const getGetMyRestaurantAddressesQueryKey = (params?: GetMyRestaurantAddressesParams,) => {
    return [`/restaurant/get-my-restaurant-addresses`, ...(params ? [params]: [])] as const;
    }

    
export const getGetMyRestaurantAddressesQueryOptions = <TData = Awaited<ReturnType<typeof getMyRestaurantAddresses>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(params?: GetMyRestaurantAddressesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getMyRestaurantAddresses>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetMyRestaurantAddressesQueryKey(params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof getMyRestaurantAddresses>>> = ({ signal }) => getMyRestaurantAddresses(params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getMyRestaurantAddresses>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetMyRestaurantAddressesQueryResult = NonNullable<Awaited<ReturnType<typeof getMyRestaurantAddresses>>>
export type GetMyRestaurantAddressesQueryError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse


export function useGetMyRestaurantAddresses<TData = Awaited<ReturnType<typeof getMyRestaurantAddresses>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
 params: undefined |  GetMyRestaurantAddressesParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getMyRestaurantAddresses>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getMyRestaurantAddresses>>,
          TError,
          Awaited<ReturnType<typeof getMyRestaurantAddresses>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetMyRestaurantAddresses<TData = Awaited<ReturnType<typeof getMyRestaurantAddresses>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
 params?: GetMyRestaurantAddressesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getMyRestaurantAddresses>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getMyRestaurantAddresses>>,
          TError,
          Awaited<ReturnType<typeof getMyRestaurantAddresses>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetMyRestaurantAddresses<TData = Awaited<ReturnType<typeof getMyRestaurantAddresses>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
 params?: GetMyRestaurantAddressesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getMyRestaurantAddresses>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary One page of the owner's locations (the locations table asks size 10)
 */

export function useGetMyRestaurantAddresses<TData = Awaited<ReturnType<typeof getMyRestaurantAddresses>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
 params?: GetMyRestaurantAddressesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getMyRestaurantAddresses>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetMyRestaurantAddressesQueryOptions(params,options)

  const query = useQuery(queryOptions , queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Not shown by the console spec. The same `keywords` and `location_precision` as
getMyRestaurantAddresses, every matching location in the list's order (no paging), as CSV (see
CsvExport): `Location ID,Street Address,City,State,ZIP Code,Country,Phone Number,Latitude,Longitude`.
The file is `restaurant-locations-YYYY-MM-DD.csv`.

 * @summary Every location of the owner's restaurant that the search selects, as CSV
 */
const exportMyRestaurantAddresses = (
    params?: ExportMyRestaurantAddressesParams,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<CsvExportResponse>(
      {url: `/restaurant/export-my-restaurant-addresses`, method: 'GET',
        params, signal
    },
      options);
    }
  

export const getExportMyRestaurantAddressesQueryKey = (params?: ExportMyRestaurantAddressesParams,) => {
    return [`/restaurant/export-my-restaurant-addresses`, ...(params ? [params]: [])] as const;
    }

    
export const getExportMyRestaurantAddressesQueryOptions = <TData = Awaited<ReturnType<typeof exportMyRestaurantAddresses>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(params?: ExportMyRestaurantAddressesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof exportMyRestaurantAddresses>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getExportMyRestaurantAddressesQueryKey(params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof exportMyRestaurantAddresses>>> = ({ signal }) => exportMyRestaurantAddresses(params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof exportMyRestaurantAddresses>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ExportMyRestaurantAddressesQueryResult = NonNullable<Awaited<ReturnType<typeof exportMyRestaurantAddresses>>>
export type ExportMyRestaurantAddressesQueryError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse


export function useExportMyRestaurantAddresses<TData = Awaited<ReturnType<typeof exportMyRestaurantAddresses>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
 params: undefined |  ExportMyRestaurantAddressesParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof exportMyRestaurantAddresses>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof exportMyRestaurantAddresses>>,
          TError,
          Awaited<ReturnType<typeof exportMyRestaurantAddresses>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useExportMyRestaurantAddresses<TData = Awaited<ReturnType<typeof exportMyRestaurantAddresses>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
 params?: ExportMyRestaurantAddressesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof exportMyRestaurantAddresses>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof exportMyRestaurantAddresses>>,
          TError,
          Awaited<ReturnType<typeof exportMyRestaurantAddresses>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useExportMyRestaurantAddresses<TData = Awaited<ReturnType<typeof exportMyRestaurantAddresses>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
 params?: ExportMyRestaurantAddressesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof exportMyRestaurantAddresses>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Every location of the owner's restaurant that the search selects, as CSV
 */

export function useExportMyRestaurantAddresses<TData = Awaited<ReturnType<typeof exportMyRestaurantAddresses>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
 params?: ExportMyRestaurantAddressesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof exportMyRestaurantAddresses>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getExportMyRestaurantAddressesQueryOptions(params,options)

  const query = useQuery(queryOptions , queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Fallback 'Failed to delete Restaurant Location'.
 * @summary Delete one of the owner's locations with its images, menu items and deals
 */
const deleteRestaurantLocation = (
    id: number,
    headers: DeleteRestaurantLocationHeaders,
 options?: SecondParameter<typeof apiRequest>,) => {
      
      
      return apiRequest<MessageOnlyResponse>(
      {url: `/restaurant/delete-restaurant-location/${id}`, method: 'DELETE',
      headers
    },
      options);
    }
  


export const getDeleteRestaurantLocationMutationOptions = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | PreconditionFailedResponse | PreconditionRequiredResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof deleteRestaurantLocation>>, TError,{id: number;headers: DeleteRestaurantLocationHeaders}, TContext>, request?: SecondParameter<typeof apiRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof deleteRestaurantLocation>>, TError,{id: number;headers: DeleteRestaurantLocationHeaders}, TContext> => {

const mutationKey = ['deleteRestaurantLocation'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof deleteRestaurantLocation>>, {id: number;headers: DeleteRestaurantLocationHeaders}> = (props) => {
          const {id,headers} = props ?? {};

          return  deleteRestaurantLocation(id,headers,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type DeleteRestaurantLocationMutationResult = NonNullable<Awaited<ReturnType<typeof deleteRestaurantLocation>>>
    
    export type DeleteRestaurantLocationMutationError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | PreconditionFailedResponse | PreconditionRequiredResponse | NotImplementedResponse

    /**
 * @summary Delete one of the owner's locations with its images, menu items and deals
 */
export const useDeleteRestaurantLocation = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | PreconditionFailedResponse | PreconditionRequiredResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof deleteRestaurantLocation>>, TError,{id: number;headers: DeleteRestaurantLocationHeaders}, TContext>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof deleteRestaurantLocation>>,
        TError,
        {id: number;headers: DeleteRestaurantLocationHeaders},
        TContext
      > => {

      const mutationOptions = getDeleteRestaurantLocationMutationOptions(options);

      return useMutation(mutationOptions , queryClient);
    }
    /**
 * Fallback 'Failed to delete Restaurant Images'.
 * @summary Delete one image (company-wide or of a location) of the owner's restaurant
 */
const deleteRestaurantImage = (
    id: number,
    headers: DeleteRestaurantImageHeaders,
 options?: SecondParameter<typeof apiRequest>,) => {
      
      
      return apiRequest<MessageOnlyResponse>(
      {url: `/restaurant/delete-restaurant-image/${id}`, method: 'DELETE',
      headers
    },
      options);
    }
  


export const getDeleteRestaurantImageMutationOptions = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | PreconditionFailedResponse | PreconditionRequiredResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof deleteRestaurantImage>>, TError,{id: number;headers: DeleteRestaurantImageHeaders}, TContext>, request?: SecondParameter<typeof apiRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof deleteRestaurantImage>>, TError,{id: number;headers: DeleteRestaurantImageHeaders}, TContext> => {

const mutationKey = ['deleteRestaurantImage'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof deleteRestaurantImage>>, {id: number;headers: DeleteRestaurantImageHeaders}> = (props) => {
          const {id,headers} = props ?? {};

          return  deleteRestaurantImage(id,headers,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type DeleteRestaurantImageMutationResult = NonNullable<Awaited<ReturnType<typeof deleteRestaurantImage>>>
    
    export type DeleteRestaurantImageMutationError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | PreconditionFailedResponse | PreconditionRequiredResponse | NotImplementedResponse

    /**
 * @summary Delete one image (company-wide or of a location) of the owner's restaurant
 */
export const useDeleteRestaurantImage = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | PreconditionFailedResponse | PreconditionRequiredResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof deleteRestaurantImage>>, TError,{id: number;headers: DeleteRestaurantImageHeaders}, TContext>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof deleteRestaurantImage>>,
        TError,
        {id: number;headers: DeleteRestaurantImageHeaders},
        TContext
      > => {

      const mutationOptions = getDeleteRestaurantImageMutationOptions(options);

      return useMutation(mutationOptions , queryClient);
    }
    /**
 * Path and method not shown by the console spec ("delete own restaurant"); this path was chosen.
Deletes the restaurant with its locations, images, menu categories, menu items and deals, and the
owner's login with it (a restaurant account is one login and one restaurant), then revokes the
token. For a restaurant owner it is the same operation as `DELETE /auth/delete-account`
(`deleteAccount`); the console's 'delete restaurant profile' popup calls this one.
Fallback 'Failed to delete Restaurant'.

 * @summary Delete the owner's restaurant, everything in it, and the owner's account
 */
const deleteMyRestaurant = (
    headers: DeleteMyRestaurantHeaders,
 options?: SecondParameter<typeof apiRequest>,) => {
      
      
      return apiRequest<MessageOnlyResponse>(
      {url: `/restaurant/delete-my-restaurant`, method: 'DELETE',
      headers
    },
      options);
    }
  


export const getDeleteMyRestaurantMutationOptions = <TError = UnauthorizedResponse | ForbiddenResponse | PreconditionFailedResponse | PreconditionRequiredResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof deleteMyRestaurant>>, TError,{headers: DeleteMyRestaurantHeaders}, TContext>, request?: SecondParameter<typeof apiRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof deleteMyRestaurant>>, TError,{headers: DeleteMyRestaurantHeaders}, TContext> => {

const mutationKey = ['deleteMyRestaurant'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof deleteMyRestaurant>>, {headers: DeleteMyRestaurantHeaders}> = (props) => {
          const {headers} = props ?? {};

          return  deleteMyRestaurant(headers,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type DeleteMyRestaurantMutationResult = NonNullable<Awaited<ReturnType<typeof deleteMyRestaurant>>>
    
    export type DeleteMyRestaurantMutationError = UnauthorizedResponse | ForbiddenResponse | PreconditionFailedResponse | PreconditionRequiredResponse | NotImplementedResponse

    /**
 * @summary Delete the owner's restaurant, everything in it, and the owner's account
 */
export const useDeleteMyRestaurant = <TError = UnauthorizedResponse | ForbiddenResponse | PreconditionFailedResponse | PreconditionRequiredResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof deleteMyRestaurant>>, TError,{headers: DeleteMyRestaurantHeaders}, TContext>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof deleteMyRestaurant>>,
        TError,
        {headers: DeleteMyRestaurantHeaders},
        TContext
      > => {

      const mutationOptions = getDeleteMyRestaurantMutationOptions(options);

      return useMutation(mutationOptions , queryClient);
    }
    