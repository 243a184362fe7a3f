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
 * The embedded address provider of the console, for development, demos and tests (a deployment
with a Google Maps key uses Google Places in the browser instead, one with a geocoder URL a
Photon-compatible geocoder). It knows US cities and ZIP codes, not streets. The text is matched
against city names (prefix, optionally followed by a state code or name) and ZIP codes (prefix,
or a full ZIP where addresses put it); a street part before the city (`12 Main St, Austin, TX`,
`12 Main St Austin TX`) or before a full ZIP is kept as `streetAddress`. Places come best first:
an exact city (and state) before a longer name, then larger places (more ZIP codes) first.
It never invents what it does not know: a suggestion for a city has an empty `zipCode` and the
city centre as coordinates (`precision` city); one for a ZIP has that ZIP's centre (`precision`
zip). Each suggestion carries the whole location, so no second call resolves it; an empty list
comes with a `message` saying what to type.

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



