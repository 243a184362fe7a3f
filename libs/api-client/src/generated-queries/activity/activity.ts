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
  ActivityActionListResponse,
  ActivityEventDetail,
  ActivityEventListResponse,
  ActivityPersonListResponse,
  BadRequestResponse,
  ExportActivityEventsParams,
  FindActivityPeopleParams,
  ForbiddenResponse,
  GetActivityEventsParams,
  GetMyActivityEventsParams,
  NotFoundResponse,
  UnauthorizedResponse
} from '../../generated/model';

import { apiRequest } from '../../queries/shared-api-request';


type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];



/**
 * Not shown by the console spec. Newest first (then by id), paged by `cursor`: the `nextCursor` of the
previous page, absent for the first; `nextCursor` is null on the last page. Filters combine: `actor_id`
(who), `action` (what: an ActivityActionKey), `restaurant_id` (the event's restaurant), `from` and `to`
(occurredAt within, both inclusive), `keywords` (text in the action's words, the object's label, the
restaurant's name or the actor's name). A super admin reads every event; an admin every event but the
security events and the changes to administrator accounts (which are never listed to them, as if they
did not exist).

 * @summary One page of the audit trail, newest first, filtered
 */
const getActivityEvents = (
    params?: GetActivityEventsParams,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<ActivityEventListResponse>(
      {url: `/admin/activity/get-events`, method: 'GET',
        params, signal
    },
      options);
    }
  

export const getGetActivityEventsQueryKey = (params?: GetActivityEventsParams,) => {
    return [`/admin/activity/get-events`, ...(params ? [params]: [])] as const;
    }

    
export const getGetActivityEventsQueryOptions = <TData = Awaited<ReturnType<typeof getActivityEvents>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse>(params?: GetActivityEventsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getActivityEvents>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetActivityEventsQueryKey(params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof getActivityEvents>>> = ({ signal }) => getActivityEvents(params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getActivityEvents>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetActivityEventsQueryResult = NonNullable<Awaited<ReturnType<typeof getActivityEvents>>>
export type GetActivityEventsQueryError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse


export function useGetActivityEvents<TData = Awaited<ReturnType<typeof getActivityEvents>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse>(
 params: undefined |  GetActivityEventsParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getActivityEvents>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getActivityEvents>>,
          TError,
          Awaited<ReturnType<typeof getActivityEvents>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetActivityEvents<TData = Awaited<ReturnType<typeof getActivityEvents>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse>(
 params?: GetActivityEventsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getActivityEvents>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getActivityEvents>>,
          TError,
          Awaited<ReturnType<typeof getActivityEvents>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetActivityEvents<TData = Awaited<ReturnType<typeof getActivityEvents>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse>(
 params?: GetActivityEventsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getActivityEvents>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary One page of the audit trail, newest first, filtered
 */

export function useGetActivityEvents<TData = Awaited<ReturnType<typeof getActivityEvents>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse>(
 params?: GetActivityEventsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getActivityEvents>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetActivityEventsQueryOptions(params,options)

  const query = useQuery(queryOptions , queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Not shown by the console spec. 404 for an unknown event or one the caller may not read.
 * @summary One event of the audit trail with its changed fields before and after
 */
const getActivityEvent = (
    id: number,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<ActivityEventDetail>(
      {url: `/admin/activity/get-event/${id}`, method: 'GET', signal
    },
      options);
    }
  

export const getGetActivityEventQueryKey = (id?: number,) => {
    return [`/admin/activity/get-event/${id}`] as const;
    }

    
export const getGetActivityEventQueryOptions = <TData = Awaited<ReturnType<typeof getActivityEvent>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse>(id: number, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getActivityEvent>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetActivityEventQueryKey(id);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof getActivityEvent>>> = ({ signal }) => getActivityEvent(id, requestOptions, signal);

      

      

   return  { queryKey, queryFn, enabled: !!(id), ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getActivityEvent>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetActivityEventQueryResult = NonNullable<Awaited<ReturnType<typeof getActivityEvent>>>
export type GetActivityEventQueryError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse


export function useGetActivityEvent<TData = Awaited<ReturnType<typeof getActivityEvent>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse>(
 id: number, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getActivityEvent>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getActivityEvent>>,
          TError,
          Awaited<ReturnType<typeof getActivityEvent>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetActivityEvent<TData = Awaited<ReturnType<typeof getActivityEvent>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse>(
 id: number, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getActivityEvent>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getActivityEvent>>,
          TError,
          Awaited<ReturnType<typeof getActivityEvent>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetActivityEvent<TData = Awaited<ReturnType<typeof getActivityEvent>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse>(
 id: number, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getActivityEvent>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary One event of the audit trail with its changed fields before and after
 */

export function useGetActivityEvent<TData = Awaited<ReturnType<typeof getActivityEvent>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse>(
 id: number, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getActivityEvent>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetActivityEventQueryOptions(id,options)

  const query = useQuery(queryOptions , queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Not shown by the console spec. The same filters and visibility as getActivityEvents, every matching
event (no paging), newest first, streamed as UTF-8 CSV with a byte order mark and the header
`Time,Who,Role,What,Object,Restaurant,Changes`; a cell starting with `=`, `+`, `-` or `@` is
prefixed with `'` so spreadsheets do not run it. The file is named
`activity-YYYY-MM-DD.csv` (Content-Disposition). The API never holds all the rows at once.

 * @summary Every event the filters select, as CSV
 */
const exportActivityEvents = (
    params?: ExportActivityEventsParams,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<string>(
      {url: `/admin/activity/export-events`, method: 'GET',
        params, signal
    },
      options);
    }
  

export const getExportActivityEventsQueryKey = (params?: ExportActivityEventsParams,) => {
    return [`/admin/activity/export-events`, ...(params ? [params]: [])] as const;
    }

    
export const getExportActivityEventsQueryOptions = <TData = Awaited<ReturnType<typeof exportActivityEvents>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse>(params?: ExportActivityEventsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof exportActivityEvents>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getExportActivityEventsQueryKey(params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof exportActivityEvents>>> = ({ signal }) => exportActivityEvents(params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof exportActivityEvents>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ExportActivityEventsQueryResult = NonNullable<Awaited<ReturnType<typeof exportActivityEvents>>>
export type ExportActivityEventsQueryError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse


export function useExportActivityEvents<TData = Awaited<ReturnType<typeof exportActivityEvents>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse>(
 params: undefined |  ExportActivityEventsParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof exportActivityEvents>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof exportActivityEvents>>,
          TError,
          Awaited<ReturnType<typeof exportActivityEvents>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useExportActivityEvents<TData = Awaited<ReturnType<typeof exportActivityEvents>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse>(
 params?: ExportActivityEventsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof exportActivityEvents>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof exportActivityEvents>>,
          TError,
          Awaited<ReturnType<typeof exportActivityEvents>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useExportActivityEvents<TData = Awaited<ReturnType<typeof exportActivityEvents>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse>(
 params?: ExportActivityEventsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof exportActivityEvents>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Every event the filters select, as CSV
 */

export function useExportActivityEvents<TData = Awaited<ReturnType<typeof exportActivityEvents>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse>(
 params?: ExportActivityEventsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof exportActivityEvents>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getExportActivityEventsQueryOptions(params,options)

  const query = useQuery(queryOptions , queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Not shown by the console spec. At most `size` people (8 when absent), sorted by name, each with the
role they have now (their events name them as they were then). Without keywords, none.

 * @summary The administrators and restaurant owners whose name or email holds the keywords, for the "Who" filter
 */
const findActivityPeople = (
    params?: FindActivityPeopleParams,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<ActivityPersonListResponse>(
      {url: `/admin/activity/find-people`, method: 'GET',
        params, signal
    },
      options);
    }
  

export const getFindActivityPeopleQueryKey = (params?: FindActivityPeopleParams,) => {
    return [`/admin/activity/find-people`, ...(params ? [params]: [])] as const;
    }

    
export const getFindActivityPeopleQueryOptions = <TData = Awaited<ReturnType<typeof findActivityPeople>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse>(params?: FindActivityPeopleParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof findActivityPeople>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getFindActivityPeopleQueryKey(params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof findActivityPeople>>> = ({ signal }) => findActivityPeople(params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof findActivityPeople>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type FindActivityPeopleQueryResult = NonNullable<Awaited<ReturnType<typeof findActivityPeople>>>
export type FindActivityPeopleQueryError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse


export function useFindActivityPeople<TData = Awaited<ReturnType<typeof findActivityPeople>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse>(
 params: undefined |  FindActivityPeopleParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof findActivityPeople>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof findActivityPeople>>,
          TError,
          Awaited<ReturnType<typeof findActivityPeople>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useFindActivityPeople<TData = Awaited<ReturnType<typeof findActivityPeople>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse>(
 params?: FindActivityPeopleParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof findActivityPeople>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof findActivityPeople>>,
          TError,
          Awaited<ReturnType<typeof findActivityPeople>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useFindActivityPeople<TData = Awaited<ReturnType<typeof findActivityPeople>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse>(
 params?: FindActivityPeopleParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof findActivityPeople>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary The administrators and restaurant owners whose name or email holds the keywords, for the "Who" filter
 */

export function useFindActivityPeople<TData = Awaited<ReturnType<typeof findActivityPeople>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse>(
 params?: FindActivityPeopleParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof findActivityPeople>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getFindActivityPeopleQueryOptions(params,options)

  const query = useQuery(queryOptions , queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Not shown by the console spec. Admins get no security actions and none about administrator accounts.
 * @summary The kinds of event the caller may read, with their words, for the "What" filter
 */
const getActivityActions = (
    
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<ActivityActionListResponse>(
      {url: `/admin/activity/get-actions`, method: 'GET', signal
    },
      options);
    }
  

export const getGetActivityActionsQueryKey = () => {
    return [`/admin/activity/get-actions`] as const;
    }

    
export const getGetActivityActionsQueryOptions = <TData = Awaited<ReturnType<typeof getActivityActions>>, TError = UnauthorizedResponse | ForbiddenResponse>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getActivityActions>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetActivityActionsQueryKey();

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof getActivityActions>>> = ({ signal }) => getActivityActions(requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getActivityActions>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetActivityActionsQueryResult = NonNullable<Awaited<ReturnType<typeof getActivityActions>>>
export type GetActivityActionsQueryError = UnauthorizedResponse | ForbiddenResponse


export function useGetActivityActions<TData = Awaited<ReturnType<typeof getActivityActions>>, TError = UnauthorizedResponse | ForbiddenResponse>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getActivityActions>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getActivityActions>>,
          TError,
          Awaited<ReturnType<typeof getActivityActions>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetActivityActions<TData = Awaited<ReturnType<typeof getActivityActions>>, TError = UnauthorizedResponse | ForbiddenResponse>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getActivityActions>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getActivityActions>>,
          TError,
          Awaited<ReturnType<typeof getActivityActions>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetActivityActions<TData = Awaited<ReturnType<typeof getActivityActions>>, TError = UnauthorizedResponse | ForbiddenResponse>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getActivityActions>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary The kinds of event the caller may read, with their words, for the "What" filter
 */

export function useGetActivityActions<TData = Awaited<ReturnType<typeof getActivityActions>>, TError = UnauthorizedResponse | ForbiddenResponse>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getActivityActions>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetActivityActionsQueryOptions(options)

  const query = useQuery(queryOptions , queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Not shown by the console spec. The events about the signed-in owner's restaurant (its profile,
locations, images, menu, deals, and what administrators did to it, such as removing or restoring its
access), paged and filtered as getActivityEvents. No security events of other people, nothing about
other restaurants.

 * @summary One page of the owner's restaurant's history, newest first
 */
const getMyActivityEvents = (
    params?: GetMyActivityEventsParams,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<ActivityEventListResponse>(
      {url: `/restaurant/activity/get-my-events`, method: 'GET',
        params, signal
    },
      options);
    }
  

export const getGetMyActivityEventsQueryKey = (params?: GetMyActivityEventsParams,) => {
    return [`/restaurant/activity/get-my-events`, ...(params ? [params]: [])] as const;
    }

    
export const getGetMyActivityEventsQueryOptions = <TData = Awaited<ReturnType<typeof getMyActivityEvents>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse>(params?: GetMyActivityEventsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getMyActivityEvents>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetMyActivityEventsQueryKey(params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof getMyActivityEvents>>> = ({ signal }) => getMyActivityEvents(params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getMyActivityEvents>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetMyActivityEventsQueryResult = NonNullable<Awaited<ReturnType<typeof getMyActivityEvents>>>
export type GetMyActivityEventsQueryError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse


export function useGetMyActivityEvents<TData = Awaited<ReturnType<typeof getMyActivityEvents>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse>(
 params: undefined |  GetMyActivityEventsParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getMyActivityEvents>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getMyActivityEvents>>,
          TError,
          Awaited<ReturnType<typeof getMyActivityEvents>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetMyActivityEvents<TData = Awaited<ReturnType<typeof getMyActivityEvents>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse>(
 params?: GetMyActivityEventsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getMyActivityEvents>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getMyActivityEvents>>,
          TError,
          Awaited<ReturnType<typeof getMyActivityEvents>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetMyActivityEvents<TData = Awaited<ReturnType<typeof getMyActivityEvents>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse>(
 params?: GetMyActivityEventsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getMyActivityEvents>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary One page of the owner's restaurant's history, newest first
 */

export function useGetMyActivityEvents<TData = Awaited<ReturnType<typeof getMyActivityEvents>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse>(
 params?: GetMyActivityEventsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getMyActivityEvents>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetMyActivityEventsQueryOptions(params,options)

  const query = useQuery(queryOptions , queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Not shown by the console spec. 404 for an unknown event or one about another restaurant.
 * @summary One event of the owner's restaurant's history, with its changed fields before and after
 */
const getMyActivityEvent = (
    id: number,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<ActivityEventDetail>(
      {url: `/restaurant/activity/get-my-event/${id}`, method: 'GET', signal
    },
      options);
    }
  

export const getGetMyActivityEventQueryKey = (id?: number,) => {
    return [`/restaurant/activity/get-my-event/${id}`] as const;
    }

    
export const getGetMyActivityEventQueryOptions = <TData = Awaited<ReturnType<typeof getMyActivityEvent>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse>(id: number, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getMyActivityEvent>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetMyActivityEventQueryKey(id);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof getMyActivityEvent>>> = ({ signal }) => getMyActivityEvent(id, requestOptions, signal);

      

      

   return  { queryKey, queryFn, enabled: !!(id), ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getMyActivityEvent>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetMyActivityEventQueryResult = NonNullable<Awaited<ReturnType<typeof getMyActivityEvent>>>
export type GetMyActivityEventQueryError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse


export function useGetMyActivityEvent<TData = Awaited<ReturnType<typeof getMyActivityEvent>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse>(
 id: number, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getMyActivityEvent>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getMyActivityEvent>>,
          TError,
          Awaited<ReturnType<typeof getMyActivityEvent>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetMyActivityEvent<TData = Awaited<ReturnType<typeof getMyActivityEvent>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse>(
 id: number, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getMyActivityEvent>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getMyActivityEvent>>,
          TError,
          Awaited<ReturnType<typeof getMyActivityEvent>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetMyActivityEvent<TData = Awaited<ReturnType<typeof getMyActivityEvent>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse>(
 id: number, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getMyActivityEvent>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary One event of the owner's restaurant's history, with its changed fields before and after
 */

export function useGetMyActivityEvent<TData = Awaited<ReturnType<typeof getMyActivityEvent>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse>(
 id: number, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getMyActivityEvent>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetMyActivityEventQueryOptions(id,options)

  const query = useQuery(queryOptions , queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



