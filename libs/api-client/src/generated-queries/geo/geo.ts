import {
  useQuery
} from '@tanstack/react-query';
import type {
  DataTag,
  DefinedInitialDataOptions,
  DefinedUseQueryResult,
  QueryClient,
  QueryFunction,
  QueryKey,
  UndefinedInitialDataOptions,
  UseQueryOptions,
  UseQueryResult
} from '@tanstack/react-query';

import type {
  AddressSuggestionListResponse,
  BadRequestResponse,
  ForbiddenResponse,
  GetAddressSuggestionsParams,
  UnauthorizedResponse
} from '../../generated/model';

import { apiRequest } from '../../queries/shared-api-request';


type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];



/**
 * The default address provider of the console (a deployment with a Google Maps key uses Google
Places in the browser instead). The text is matched against US city names (prefix, optionally
followed by a state code or name) and ZIP codes (prefix, or a full ZIP anywhere in the text).
When the text starts with a street part before a comma (`12 Main St, Austin, TX`), or before a
full ZIP, that part is kept as `streetAddress`; otherwise `streetAddress` is the place itself.
Each suggestion carries the whole location, so no second call resolves it.

 * @summary Suggest US places (with coordinates) for the text typed in an address input
 */
const getAddressSuggestions = (
    params: GetAddressSuggestionsParams,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<AddressSuggestionListResponse>(
      {url: `/geo/address-suggestions`, method: 'GET',
        params, signal
    },
      options);
    }
  

export const getGetAddressSuggestionsQueryKey = (params?: GetAddressSuggestionsParams,) => {
    return [`/geo/address-suggestions`, ...(params ? [params]: [])] as const;
    }

    
export const getGetAddressSuggestionsQueryOptions = <TData = Awaited<ReturnType<typeof getAddressSuggestions>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse>(params: GetAddressSuggestionsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getAddressSuggestions>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetAddressSuggestionsQueryKey(params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof getAddressSuggestions>>> = ({ signal }) => getAddressSuggestions(params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getAddressSuggestions>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetAddressSuggestionsQueryResult = NonNullable<Awaited<ReturnType<typeof getAddressSuggestions>>>
export type GetAddressSuggestionsQueryError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse


export function useGetAddressSuggestions<TData = Awaited<ReturnType<typeof getAddressSuggestions>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse>(
 params: GetAddressSuggestionsParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getAddressSuggestions>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getAddressSuggestions>>,
          TError,
          Awaited<ReturnType<typeof getAddressSuggestions>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetAddressSuggestions<TData = Awaited<ReturnType<typeof getAddressSuggestions>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse>(
 params: GetAddressSuggestionsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getAddressSuggestions>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getAddressSuggestions>>,
          TError,
          Awaited<ReturnType<typeof getAddressSuggestions>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetAddressSuggestions<TData = Awaited<ReturnType<typeof getAddressSuggestions>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse>(
 params: GetAddressSuggestionsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getAddressSuggestions>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Suggest US places (with coordinates) for the text typed in an address input
 */

export function useGetAddressSuggestions<TData = Awaited<ReturnType<typeof getAddressSuggestions>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse>(
 params: GetAddressSuggestionsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getAddressSuggestions>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetAddressSuggestionsQueryOptions(params,options)

  const query = useQuery(queryOptions , queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



