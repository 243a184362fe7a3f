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
  ConflictResponse,
  CreateServiceTokenRequest,
  ForbiddenResponse,
  NotFoundResponse,
  PreconditionFailedResponse,
  PreconditionRequiredResponse,
  RevokeServiceTokenHeaders,
  ServiceTokenCreatedResponse,
  ServiceTokenListResponse,
  ServiceTokenResponse,
  UnauthorizedResponse
} from '../../generated/model';

import { apiRequest } from '../../queries/shared-api-request';


type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];



/**
 * Never the secret, which is shown once when the token is made.
 * @summary The service tokens automation calls the API with, live ones first, then revoked, newest first
 */
const listServiceTokens = (
    
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<ServiceTokenListResponse>(
      {url: `/service-tokens`, method: 'GET', signal
    },
      options);
    }
  

export const getListServiceTokensQueryKey = () => {
    return [`/service-tokens`] as const;
    }

    
export const getListServiceTokensQueryOptions = <TData = Awaited<ReturnType<typeof listServiceTokens>>, TError = UnauthorizedResponse | ForbiddenResponse>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listServiceTokens>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListServiceTokensQueryKey();

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof listServiceTokens>>> = ({ signal }) => listServiceTokens(requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listServiceTokens>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListServiceTokensQueryResult = NonNullable<Awaited<ReturnType<typeof listServiceTokens>>>
export type ListServiceTokensQueryError = UnauthorizedResponse | ForbiddenResponse


export function useListServiceTokens<TData = Awaited<ReturnType<typeof listServiceTokens>>, TError = UnauthorizedResponse | ForbiddenResponse>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listServiceTokens>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listServiceTokens>>,
          TError,
          Awaited<ReturnType<typeof listServiceTokens>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListServiceTokens<TData = Awaited<ReturnType<typeof listServiceTokens>>, TError = UnauthorizedResponse | ForbiddenResponse>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listServiceTokens>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listServiceTokens>>,
          TError,
          Awaited<ReturnType<typeof listServiceTokens>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListServiceTokens<TData = Awaited<ReturnType<typeof listServiceTokens>>, TError = UnauthorizedResponse | ForbiddenResponse>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listServiceTokens>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary The service tokens automation calls the API with, live ones first, then revoked, newest first
 */

export function useListServiceTokens<TData = Awaited<ReturnType<typeof listServiceTokens>>, TError = UnauthorizedResponse | ForbiddenResponse>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listServiceTokens>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListServiceTokensQueryOptions(options)

  const query = useQuery(queryOptions , queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Automation sends the secret as `Authorization: Bearer <secret>`. It is accepted only by the
operations marked with its permission (`x-service-permission`, for `release:write` the rolling
releases' writes) and refused by every other (403), and by all once revoked (401). Only its hash
is kept. A live token's name is unique (409).

 * @summary Make a service token with one permission; its secret is in this answer only
 */
const createServiceToken = (
    createServiceTokenRequest: CreateServiceTokenRequest,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<ServiceTokenCreatedResponse>(
      {url: `/service-tokens`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: createServiceTokenRequest, signal
    },
      options);
    }
  


export const getCreateServiceTokenMutationOptions = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | ConflictResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createServiceToken>>, TError,{data: CreateServiceTokenRequest}, TContext>, request?: SecondParameter<typeof apiRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof createServiceToken>>, TError,{data: CreateServiceTokenRequest}, TContext> => {

const mutationKey = ['createServiceToken'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof createServiceToken>>, {data: CreateServiceTokenRequest}> = (props) => {
          const {data} = props ?? {};

          return  createServiceToken(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type CreateServiceTokenMutationResult = NonNullable<Awaited<ReturnType<typeof createServiceToken>>>
    export type CreateServiceTokenMutationBody = CreateServiceTokenRequest
    export type CreateServiceTokenMutationError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | ConflictResponse

    /**
 * @summary Make a service token with one permission; its secret is in this answer only
 */
export const useCreateServiceToken = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | ConflictResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createServiceToken>>, TError,{data: CreateServiceTokenRequest}, TContext>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof createServiceToken>>,
        TError,
        {data: CreateServiceTokenRequest},
        TContext
      > => {

      const mutationOptions = getCreateServiceTokenMutationOptions(options);

      return useMutation(mutationOptions , queryClient);
    }
    /**
 * The token stays in the list, with when it was revoked. Revoking a revoked token is a 409.
 * @summary Revoke a service token; every request carrying it is refused from then on
 */
const revokeServiceToken = (
    serviceTokenId: number,
    headers: RevokeServiceTokenHeaders,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<ServiceTokenResponse>(
      {url: `/service-tokens/${serviceTokenId}/revoke`, method: 'POST',
      headers, signal
    },
      options);
    }
  


export const getRevokeServiceTokenMutationOptions = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | PreconditionFailedResponse | PreconditionRequiredResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof revokeServiceToken>>, TError,{serviceTokenId: number;headers: RevokeServiceTokenHeaders}, TContext>, request?: SecondParameter<typeof apiRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof revokeServiceToken>>, TError,{serviceTokenId: number;headers: RevokeServiceTokenHeaders}, TContext> => {

const mutationKey = ['revokeServiceToken'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof revokeServiceToken>>, {serviceTokenId: number;headers: RevokeServiceTokenHeaders}> = (props) => {
          const {serviceTokenId,headers} = props ?? {};

          return  revokeServiceToken(serviceTokenId,headers,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type RevokeServiceTokenMutationResult = NonNullable<Awaited<ReturnType<typeof revokeServiceToken>>>
    
    export type RevokeServiceTokenMutationError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | PreconditionFailedResponse | PreconditionRequiredResponse

    /**
 * @summary Revoke a service token; every request carrying it is refused from then on
 */
export const useRevokeServiceToken = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | PreconditionFailedResponse | PreconditionRequiredResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof revokeServiceToken>>, TError,{serviceTokenId: number;headers: RevokeServiceTokenHeaders}, TContext>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof revokeServiceToken>>,
        TError,
        {serviceTokenId: number;headers: RevokeServiceTokenHeaders},
        TContext
      > => {

      const mutationOptions = getRevokeServiceTokenMutationOptions(options);

      return useMutation(mutationOptions , queryClient);
    }
    