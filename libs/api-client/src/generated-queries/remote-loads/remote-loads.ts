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
  Error,
  ForbiddenResponse,
  GetRemoteLoadSummaryParams,
  MessageResponse,
  RemoteLoadReport,
  RemoteLoadSummaryResponse,
  UnauthorizedResponse
} from '../../generated/model';

import { apiRequest } from '../../queries/shared-api-request';


type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];



/**
 * Sent by the shell (libs/remote-contract, `reportLoad`) for every remote module it loads: `loaded`
when a release's module loaded, `failed` (with the `stage` and the `error` text) when it could not
be loaded, initialised, was built for another contract, or threw while mounting, and `fell-back`
(for the canary) when a failing canary was replaced by the stable release in the same page. No
token is needed: the shell reports before sign-in too. So that one client cannot fake a failing
canary, each report is counted for one person (the summary's `people` and `failingPeople`): the
signed-in user when a valid token is sent, else the `visitor` key, of which each client address
(an IPv6 address by its /64) counts at most 3 over 8 days (more keys from that address count as
one person), else the address. Who reported is kept only as a keyed hash, never the user, the key
or the address. `bucket` is the person's anonymous sticky bucket (0–9999) for the remote. Rows are
kept 8 days. The body is at most 4 KB (413 beyond). Each client address (behind a proxy, the one API_TRUST_PROXY trusts) may send
120 reports a minute, counted across API processes; beyond, 429.

 * @summary Record what happened when the shell loaded one remote module (public, fire and forget)
 */
const reportRemoteLoad = (
    remoteLoadReport: RemoteLoadReport,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<MessageResponse>(
      {url: `/remote-loads/report`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: remoteLoadReport, signal
    },
      options);
    }
  


export const getReportRemoteLoadMutationOptions = <TError = BadRequestResponse | Error | Error | Error,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof reportRemoteLoad>>, TError,{data: RemoteLoadReport}, TContext>, request?: SecondParameter<typeof apiRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof reportRemoteLoad>>, TError,{data: RemoteLoadReport}, TContext> => {

const mutationKey = ['reportRemoteLoad'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof reportRemoteLoad>>, {data: RemoteLoadReport}> = (props) => {
          const {data} = props ?? {};

          return  reportRemoteLoad(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type ReportRemoteLoadMutationResult = NonNullable<Awaited<ReturnType<typeof reportRemoteLoad>>>
    export type ReportRemoteLoadMutationBody = RemoteLoadReport
    export type ReportRemoteLoadMutationError = BadRequestResponse | Error | Error | Error

    /**
 * @summary Record what happened when the shell loaded one remote module (public, fire and forget)
 */
export const useReportRemoteLoad = <TError = BadRequestResponse | Error | Error | Error,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof reportRemoteLoad>>, TError,{data: RemoteLoadReport}, TContext>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof reportRemoteLoad>>,
        TError,
        {data: RemoteLoadReport},
        TContext
      > => {

      const mutationOptions = getReportRemoteLoadMutationOptions(options);

      return useMutation(mutationOptions , queryClient);
    }
    /**
 * Read by `npm run release -- check` to judge a canary. One row per remote, version and canary flag
that has reports in the window, ordered by remote, then canary first, then version. `loads` counts
attempts to load the release (`loaded` reports, plus `failed` reports before mounting: a mount
failure follows its own `loaded` report), and is never below `failures`; `failures` counts `failed`
reports at any stage; `fallbacks` counts `fell-back` reports; `failureRate` is failures / loads
(0 without loads). `people` counts the distinct people (see reportRemoteLoad) with an attempt or a
failure, `failingPeople` those with a failure, whatever the number of reports each sent: the
release tooling judges a canary on these, so a flood of reports from one client moves them by a few.
`lastError` is the newest failure's stage and error text.

 * @summary Loads, failures and fallbacks per remote, release version and canary, over the last minutes
 */
const getRemoteLoadSummary = (
    params?: GetRemoteLoadSummaryParams,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<RemoteLoadSummaryResponse>(
      {url: `/remote-loads/summary`, method: 'GET',
        params, signal
    },
      options);
    }
  

export const getGetRemoteLoadSummaryQueryKey = (params?: GetRemoteLoadSummaryParams,) => {
    return [`/remote-loads/summary`, ...(params ? [params]: [])] as const;
    }

    
export const getGetRemoteLoadSummaryQueryOptions = <TData = Awaited<ReturnType<typeof getRemoteLoadSummary>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse>(params?: GetRemoteLoadSummaryParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getRemoteLoadSummary>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetRemoteLoadSummaryQueryKey(params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof getRemoteLoadSummary>>> = ({ signal }) => getRemoteLoadSummary(params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getRemoteLoadSummary>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetRemoteLoadSummaryQueryResult = NonNullable<Awaited<ReturnType<typeof getRemoteLoadSummary>>>
export type GetRemoteLoadSummaryQueryError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse


export function useGetRemoteLoadSummary<TData = Awaited<ReturnType<typeof getRemoteLoadSummary>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse>(
 params: undefined |  GetRemoteLoadSummaryParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getRemoteLoadSummary>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getRemoteLoadSummary>>,
          TError,
          Awaited<ReturnType<typeof getRemoteLoadSummary>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetRemoteLoadSummary<TData = Awaited<ReturnType<typeof getRemoteLoadSummary>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse>(
 params?: GetRemoteLoadSummaryParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getRemoteLoadSummary>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getRemoteLoadSummary>>,
          TError,
          Awaited<ReturnType<typeof getRemoteLoadSummary>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetRemoteLoadSummary<TData = Awaited<ReturnType<typeof getRemoteLoadSummary>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse>(
 params?: GetRemoteLoadSummaryParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getRemoteLoadSummary>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Loads, failures and fallbacks per remote, release version and canary, over the last minutes
 */

export function useGetRemoteLoadSummary<TData = Awaited<ReturnType<typeof getRemoteLoadSummary>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse>(
 params?: GetRemoteLoadSummaryParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getRemoteLoadSummary>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetRemoteLoadSummaryQueryOptions(params,options)

  const query = useQuery(queryOptions , queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



