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
  AdministratorCreatedResponse,
  AdministratorListResponse,
  BadRequestResponse,
  ConflictResponse,
  CreateAdministratorRequest,
  CsvExportResponse,
  DeleteAdministratorHeaders,
  ExportAdministratorsParams,
  ForbiddenResponse,
  GetAdministratorsParams,
  MessageOnlyResponse,
  NotFoundResponse,
  NotImplementedResponse,
  PreconditionFailedResponse,
  PreconditionRequiredResponse,
  UnauthorizedResponse
} from '../../generated/model';

import { apiRequest } from '../../queries/shared-api-request';


type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];



/**
 * `keywords` matches name, email and phone. The console's older names for these
parameters (`pageNum`, `pageSize`, `searchQuery`) are not accepted.

 * @summary List administrator accounts, sorted by fullName ascending unless asked otherwise
 */
const getAdministrators = (
    params?: GetAdministratorsParams,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<AdministratorListResponse>(
      {url: `/admin/administrator/get-administrators`, method: 'GET',
        params, signal
    },
      options);
    }
  

export const getGetAdministratorsQueryKey = (params?: GetAdministratorsParams,) => {
    return [`/admin/administrator/get-administrators`, ...(params ? [params]: [])] as const;
    }

    
export const getGetAdministratorsQueryOptions = <TData = Awaited<ReturnType<typeof getAdministrators>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(params?: GetAdministratorsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getAdministrators>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetAdministratorsQueryKey(params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof getAdministrators>>> = ({ signal }) => getAdministrators(params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getAdministrators>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetAdministratorsQueryResult = NonNullable<Awaited<ReturnType<typeof getAdministrators>>>
export type GetAdministratorsQueryError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse


export function useGetAdministrators<TData = Awaited<ReturnType<typeof getAdministrators>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
 params: undefined |  GetAdministratorsParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getAdministrators>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getAdministrators>>,
          TError,
          Awaited<ReturnType<typeof getAdministrators>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetAdministrators<TData = Awaited<ReturnType<typeof getAdministrators>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
 params?: GetAdministratorsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getAdministrators>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getAdministrators>>,
          TError,
          Awaited<ReturnType<typeof getAdministrators>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetAdministrators<TData = Awaited<ReturnType<typeof getAdministrators>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
 params?: GetAdministratorsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getAdministrators>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List administrator accounts, sorted by fullName ascending unless asked otherwise
 */

export function useGetAdministrators<TData = Awaited<ReturnType<typeof getAdministrators>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
 params?: GetAdministratorsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getAdministrators>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetAdministratorsQueryOptions(params,options)

  const query = useQuery(queryOptions , queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * The new administrator must change the password at first sign-in. Fallback on failure 'Failed to create Admin'.
 * @summary Create an administrator account (not a super admin)
 */
const createAdministrator = (
    createAdministratorRequest: CreateAdministratorRequest,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<AdministratorCreatedResponse>(
      {url: `/admin/administrator/create-administrator`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: createAdministratorRequest, signal
    },
      options);
    }
  


export const getCreateAdministratorMutationOptions = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | ConflictResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createAdministrator>>, TError,{data: CreateAdministratorRequest}, TContext>, request?: SecondParameter<typeof apiRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof createAdministrator>>, TError,{data: CreateAdministratorRequest}, TContext> => {

const mutationKey = ['createAdministrator'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof createAdministrator>>, {data: CreateAdministratorRequest}> = (props) => {
          const {data} = props ?? {};

          return  createAdministrator(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type CreateAdministratorMutationResult = NonNullable<Awaited<ReturnType<typeof createAdministrator>>>
    export type CreateAdministratorMutationBody = CreateAdministratorRequest
    export type CreateAdministratorMutationError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | ConflictResponse | NotImplementedResponse

    /**
 * @summary Create an administrator account (not a super admin)
 */
export const useCreateAdministrator = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | ConflictResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createAdministrator>>, TError,{data: CreateAdministratorRequest}, TContext>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof createAdministrator>>,
        TError,
        {data: CreateAdministratorRequest},
        TContext
      > => {

      const mutationOptions = getCreateAdministratorMutationOptions(options);

      return useMutation(mutationOptions , queryClient);
    }
    /**
 * A super admin cannot remove their own access (403). Fallback on failure 'Failed to delete Admin'.
 * @summary Remove an administrator's access
 */
const deleteAdministrator = (
    id: number,
    headers: DeleteAdministratorHeaders,
 options?: SecondParameter<typeof apiRequest>,) => {
      
      
      return apiRequest<MessageOnlyResponse>(
      {url: `/admin/administrator/delete-administrator/${id}`, method: 'DELETE',
      headers
    },
      options);
    }
  


export const getDeleteAdministratorMutationOptions = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | PreconditionFailedResponse | PreconditionRequiredResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof deleteAdministrator>>, TError,{id: number;headers: DeleteAdministratorHeaders}, TContext>, request?: SecondParameter<typeof apiRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof deleteAdministrator>>, TError,{id: number;headers: DeleteAdministratorHeaders}, TContext> => {

const mutationKey = ['deleteAdministrator'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof deleteAdministrator>>, {id: number;headers: DeleteAdministratorHeaders}> = (props) => {
          const {id,headers} = props ?? {};

          return  deleteAdministrator(id,headers,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type DeleteAdministratorMutationResult = NonNullable<Awaited<ReturnType<typeof deleteAdministrator>>>
    
    export type DeleteAdministratorMutationError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | PreconditionFailedResponse | PreconditionRequiredResponse | NotImplementedResponse

    /**
 * @summary Remove an administrator's access
 */
export const useDeleteAdministrator = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | PreconditionFailedResponse | PreconditionRequiredResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof deleteAdministrator>>, TError,{id: number;headers: DeleteAdministratorHeaders}, TContext>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof deleteAdministrator>>,
        TError,
        {id: number;headers: DeleteAdministratorHeaders},
        TContext
      > => {

      const mutationOptions = getDeleteAdministratorMutationOptions(options);

      return useMutation(mutationOptions , queryClient);
    }
    /**
 * Not shown by the console spec. The same `keywords` and order as getAdministrators, every matching
account (no paging), as CSV (see CsvExport): `Admin Name,Admin Email,Admin Phone Number`.
The file is `administrators-YYYY-MM-DD.csv`.

 * @summary Every administrator the search selects, as CSV (the Admins screen's export)
 */
const exportAdministrators = (
    params?: ExportAdministratorsParams,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<CsvExportResponse>(
      {url: `/admin/administrator/export-administrators`, method: 'GET',
        params, signal
    },
      options);
    }
  

export const getExportAdministratorsQueryKey = (params?: ExportAdministratorsParams,) => {
    return [`/admin/administrator/export-administrators`, ...(params ? [params]: [])] as const;
    }

    
export const getExportAdministratorsQueryOptions = <TData = Awaited<ReturnType<typeof exportAdministrators>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(params?: ExportAdministratorsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof exportAdministrators>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getExportAdministratorsQueryKey(params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof exportAdministrators>>> = ({ signal }) => exportAdministrators(params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof exportAdministrators>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ExportAdministratorsQueryResult = NonNullable<Awaited<ReturnType<typeof exportAdministrators>>>
export type ExportAdministratorsQueryError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse


export function useExportAdministrators<TData = Awaited<ReturnType<typeof exportAdministrators>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
 params: undefined |  ExportAdministratorsParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof exportAdministrators>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof exportAdministrators>>,
          TError,
          Awaited<ReturnType<typeof exportAdministrators>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useExportAdministrators<TData = Awaited<ReturnType<typeof exportAdministrators>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
 params?: ExportAdministratorsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof exportAdministrators>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof exportAdministrators>>,
          TError,
          Awaited<ReturnType<typeof exportAdministrators>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useExportAdministrators<TData = Awaited<ReturnType<typeof exportAdministrators>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
 params?: ExportAdministratorsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof exportAdministrators>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Every administrator the search selects, as CSV (the Admins screen's export)
 */

export function useExportAdministrators<TData = Awaited<ReturnType<typeof exportAdministrators>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
 params?: ExportAdministratorsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof exportAdministrators>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getExportAdministratorsQueryOptions(params,options)

  const query = useQuery(queryOptions , queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



