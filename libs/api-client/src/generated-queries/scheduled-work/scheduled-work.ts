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
  ForbiddenResponse,
  ScheduledWorkResponse,
  UnauthorizedResponse
} from '../../generated/model';

import { apiRequest } from '../../queries/shared-api-request';


type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];



/**
 * The jobs of the scheduler (apps/api/README.md, "Scheduled work"): the rolling releases' tick, the
activity trail's retention sweep, the release signals' pruning and the sweep of stored images no row
references. Each runs once a period across every API host (a job queue in PostgreSQL; on PGlite a
timer of the one process), and a failed run is tried again. `every` is this host's period in
seconds (null when the job is off on it); `lastRun` the newest attempt; `lastFailure` the newest
failed attempt; `recentFailures` the failed attempts of the last 24 hours.

 * @summary The work the API hosts run on a schedule, each job's last run, next run and failures
 */
const listScheduledWork = (
    
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<ScheduledWorkResponse>(
      {url: `/scheduled-work`, method: 'GET', signal
    },
      options);
    }
  

export const getListScheduledWorkQueryKey = () => {
    return [`/scheduled-work`] as const;
    }

    
export const getListScheduledWorkQueryOptions = <TData = Awaited<ReturnType<typeof listScheduledWork>>, TError = UnauthorizedResponse | ForbiddenResponse>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listScheduledWork>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListScheduledWorkQueryKey();

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof listScheduledWork>>> = ({ signal }) => listScheduledWork(requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listScheduledWork>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListScheduledWorkQueryResult = NonNullable<Awaited<ReturnType<typeof listScheduledWork>>>
export type ListScheduledWorkQueryError = UnauthorizedResponse | ForbiddenResponse


export function useListScheduledWork<TData = Awaited<ReturnType<typeof listScheduledWork>>, TError = UnauthorizedResponse | ForbiddenResponse>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listScheduledWork>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listScheduledWork>>,
          TError,
          Awaited<ReturnType<typeof listScheduledWork>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListScheduledWork<TData = Awaited<ReturnType<typeof listScheduledWork>>, TError = UnauthorizedResponse | ForbiddenResponse>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listScheduledWork>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listScheduledWork>>,
          TError,
          Awaited<ReturnType<typeof listScheduledWork>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListScheduledWork<TData = Awaited<ReturnType<typeof listScheduledWork>>, TError = UnauthorizedResponse | ForbiddenResponse>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listScheduledWork>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary The work the API hosts run on a schedule, each job's last run, next run and failures
 */

export function useListScheduledWork<TData = Awaited<ReturnType<typeof listScheduledWork>>, TError = UnauthorizedResponse | ForbiddenResponse>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listScheduledWork>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListScheduledWorkQueryOptions(options)

  const query = useQuery(queryOptions , queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



