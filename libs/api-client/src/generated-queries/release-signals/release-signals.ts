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
  GetReleaseSignalSummaryParams,
  ReleaseSignalPageToken,
  ReleaseSignalPageTokenRequest,
  ReleaseSignalSummaryResponse,
  ReleaseSignalsReport,
  UnauthorizedResponse
} from '../../generated/model';

import { apiRequest } from '../../queries/shared-api-request';


type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];



/**
 * Sent by the shell's page (libs/remote-loader, `signals`) with `navigator.sendBeacon` when the page is
hidden or left: one item per page view of one mounted remote, with the errors attributed to that
release, whether it failed to load or crashed, and its Core Web Vitals (LCP, INP, CLS). It carries
the `page` token the page got from issueReleaseSignalPageToken for the releases it loaded: without a
valid, unexpired one, 401 and nothing is recorded (the beacon does not read the answer; a client that
does learns to ask for a new token); a view of a release the token does not name, 400. So that a
browser can send it across origins without a preflight, the same JSON is accepted as `text/plain`
(what sendBeacon sends for a string) as well as `application/json`; either is validated against
`ReleaseSignalsReport` (400 with the message otherwise). Each report is counted for one person: the
signed-in user when the request carries a valid session (Bearer header or session cookie), whatever
the token says; else the person the page token was issued for. Each person has at most 30 views
recorded a minute (the rest are dropped), and the summary counts each person once. The views are
added to per-minute aggregates of their remote, version and canary flag (the summary reads them);
the raw views are kept RELEASE_SIGNALS_RAW_DAYS (7) days. The body is at most 8 KB (413 beyond).
Each client address may send 120 reports a minute, counted across API processes; beyond, 429.
Not recorded in the activity trail (telemetry, not a change).

 * @summary Record what real page views saw of each remote release they mounted (public, fire and forget)
 */
const reportReleaseSignals = (
    releaseSignalsReport: ReleaseSignalsReport,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<null>(
      {url: `/release-signals`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: releaseSignalsReport, signal
    },
      options);
    }
  


export const getReportReleaseSignalsMutationOptions = <TError = BadRequestResponse | Error | Error | Error | Error,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof reportReleaseSignals>>, TError,{data: ReleaseSignalsReport}, TContext>, request?: SecondParameter<typeof apiRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof reportReleaseSignals>>, TError,{data: ReleaseSignalsReport}, TContext> => {

const mutationKey = ['reportReleaseSignals'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof reportReleaseSignals>>, {data: ReleaseSignalsReport}> = (props) => {
          const {data} = props ?? {};

          return  reportReleaseSignals(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type ReportReleaseSignalsMutationResult = NonNullable<Awaited<ReturnType<typeof reportReleaseSignals>>>
    export type ReportReleaseSignalsMutationBody = ReleaseSignalsReport
    export type ReportReleaseSignalsMutationError = BadRequestResponse | Error | Error | Error | Error

    /**
 * @summary Record what real page views saw of each remote release they mounted (public, fire and forget)
 */
export const useReportReleaseSignals = <TError = BadRequestResponse | Error | Error | Error | Error,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof reportReleaseSignals>>, TError,{data: ReleaseSignalsReport}, TContext>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof reportReleaseSignals>>,
        TError,
        {data: ReleaseSignalsReport},
        TContext
      > => {

      const mutationOptions = getReportReleaseSignalsMutationOptions(options);

      return useMutation(mutationOptions , queryClient);
    }
    /**
 * Asked for by the shell's page once it has loaded its deployment, naming each remote's version and
canary flag as the deployment it loaded gives them. The token is signed by the API (HMAC under the
token secret), names the releases, the one person the page's views count for (the signed-in user;
else the `visitor` key, of which each client address, an IPv6 address by its /64, counts at most 3
over 8 days; else the address; kept only as a keyed hash) and expires after 30 minutes. The API does
not read the deployment file, so versions are bounded instead: a remote counts at most 24 versions a
day, the first asked for; another, 400 'This version is not one the remote counts today'. Each client
address may get 30 tokens a minute, counted across API processes; beyond, 429.

 * @summary A signed token for one page's release signals, naming the releases it loaded (public)
 */
const issueReleaseSignalPageToken = (
    releaseSignalPageTokenRequest: ReleaseSignalPageTokenRequest,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<ReleaseSignalPageToken>(
      {url: `/release-signals/page-token`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: releaseSignalPageTokenRequest, signal
    },
      options);
    }
  


export const getIssueReleaseSignalPageTokenMutationOptions = <TError = BadRequestResponse | Error,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof issueReleaseSignalPageToken>>, TError,{data: ReleaseSignalPageTokenRequest}, TContext>, request?: SecondParameter<typeof apiRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof issueReleaseSignalPageToken>>, TError,{data: ReleaseSignalPageTokenRequest}, TContext> => {

const mutationKey = ['issueReleaseSignalPageToken'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof issueReleaseSignalPageToken>>, {data: ReleaseSignalPageTokenRequest}> = (props) => {
          const {data} = props ?? {};

          return  issueReleaseSignalPageToken(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type IssueReleaseSignalPageTokenMutationResult = NonNullable<Awaited<ReturnType<typeof issueReleaseSignalPageToken>>>
    export type IssueReleaseSignalPageTokenMutationBody = ReleaseSignalPageTokenRequest
    export type IssueReleaseSignalPageTokenMutationError = BadRequestResponse | Error

    /**
 * @summary A signed token for one page's release signals, naming the releases it loaded (public)
 */
export const useIssueReleaseSignalPageToken = <TError = BadRequestResponse | Error,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof issueReleaseSignalPageToken>>, TError,{data: ReleaseSignalPageTokenRequest}, TContext>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof issueReleaseSignalPageToken>>,
        TError,
        {data: ReleaseSignalPageTokenRequest},
        TContext
      > => {

      const mutationOptions = getIssueReleaseSignalPageTokenMutationOptions(options);

      return useMutation(mutationOptions , queryClient);
    }
    /**
 * Read by `npm run release -- tick` to judge a rolling release and by the Releases screen. The window
is counted in whole minutes (a view counts in the minute its report arrived): the minutes from the
one that holds `from` up to, not including, `to` (the current minute included when `to` is now).
One item per version and canary flag with views in the window, canary first, then by version; its
`minutes` list only the minutes with views, oldest first (a chart fills the others with nothing).
`errorViews` counts the views with at least one error or a crash; `failedLoads` and `crashes` the
views that failed to load or crashed. `people` counts the distinct people (see reportReleaseSignals)
who sent the release's views in the window, however many views each sent, so one client moves it by
a few at most; `errorPeople` and `failedLoadPeople` count those of them with at least one error
view, or one failed load, by the same rules (one client flooding failing views is a few of them,
not its views' number). The p75s are the 75th percentile (nearest rank) of the views' values, read from
histograms whose buckets are 5 % wide: within 2.5 % of the exact value (or within 1 ms, 0.001 for
CLS, near zero); null without samples, and `*Samples` say how many views had the value.

 * @summary One remote's signals per release (version and canary flag), in total and minute by minute
 */
const getReleaseSignalSummary = (
    params: GetReleaseSignalSummaryParams,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<ReleaseSignalSummaryResponse>(
      {url: `/release-signals/summary`, method: 'GET',
        params, signal
    },
      options);
    }
  

export const getGetReleaseSignalSummaryQueryKey = (params?: GetReleaseSignalSummaryParams,) => {
    return [`/release-signals/summary`, ...(params ? [params]: [])] as const;
    }

    
export const getGetReleaseSignalSummaryQueryOptions = <TData = Awaited<ReturnType<typeof getReleaseSignalSummary>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse>(params: GetReleaseSignalSummaryParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getReleaseSignalSummary>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetReleaseSignalSummaryQueryKey(params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof getReleaseSignalSummary>>> = ({ signal }) => getReleaseSignalSummary(params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getReleaseSignalSummary>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetReleaseSignalSummaryQueryResult = NonNullable<Awaited<ReturnType<typeof getReleaseSignalSummary>>>
export type GetReleaseSignalSummaryQueryError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse


export function useGetReleaseSignalSummary<TData = Awaited<ReturnType<typeof getReleaseSignalSummary>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse>(
 params: GetReleaseSignalSummaryParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getReleaseSignalSummary>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getReleaseSignalSummary>>,
          TError,
          Awaited<ReturnType<typeof getReleaseSignalSummary>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetReleaseSignalSummary<TData = Awaited<ReturnType<typeof getReleaseSignalSummary>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse>(
 params: GetReleaseSignalSummaryParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getReleaseSignalSummary>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getReleaseSignalSummary>>,
          TError,
          Awaited<ReturnType<typeof getReleaseSignalSummary>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetReleaseSignalSummary<TData = Awaited<ReturnType<typeof getReleaseSignalSummary>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse>(
 params: GetReleaseSignalSummaryParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getReleaseSignalSummary>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary One remote's signals per release (version and canary flag), in total and minute by minute
 */

export function useGetReleaseSignalSummary<TData = Awaited<ReturnType<typeof getReleaseSignalSummary>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse>(
 params: GetReleaseSignalSummaryParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getReleaseSignalSummary>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetReleaseSignalSummaryQueryOptions(params,options)

  const query = useQuery(queryOptions , queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



