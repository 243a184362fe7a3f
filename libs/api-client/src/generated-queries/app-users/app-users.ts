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
  AppUserListResponse,
  BadRequestResponse,
  ForbiddenResponse,
  GetUsersParams,
  NotImplementedResponse,
  RecipientCountResponse,
  UnauthorizedResponse
} from '../../generated/model';

import { apiRequest } from '../../queries/shared-api-request';


type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];



/**
 * Method shown by the console spec (GET). `keywords` matches first and last name ("first last"), case
ignored. Every app user (user type Customer), also those without a name (the console leaves them out
of the recipients); a missing firstName, lastName or profilePicture is absent. Sorted by
"first last" case ignored, then userId, so users without a name come first. The whole list is one
database statement reading only these columns, so size 999999 stays cheap at tens of thousands.

 * @summary Customer-app users, as notification recipients (the console asks page 1, size 999999)
 */
const getUsers = (
    params?: GetUsersParams,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<AppUserListResponse>(
      {url: `/admin/user/get-users`, method: 'GET',
        params, signal
    },
      options);
    }
  

export const getGetUsersQueryKey = (params?: GetUsersParams,) => {
    return [`/admin/user/get-users`, ...(params ? [params]: [])] as const;
    }

    
export const getGetUsersQueryOptions = <TData = Awaited<ReturnType<typeof getUsers>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(params?: GetUsersParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getUsers>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetUsersQueryKey(params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof getUsers>>> = ({ signal }) => getUsers(params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getUsers>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetUsersQueryResult = NonNullable<Awaited<ReturnType<typeof getUsers>>>
export type GetUsersQueryError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse


export function useGetUsers<TData = Awaited<ReturnType<typeof getUsers>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
 params: undefined |  GetUsersParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getUsers>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getUsers>>,
          TError,
          Awaited<ReturnType<typeof getUsers>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetUsers<TData = Awaited<ReturnType<typeof getUsers>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
 params?: GetUsersParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getUsers>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getUsers>>,
          TError,
          Awaited<ReturnType<typeof getUsers>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetUsers<TData = Awaited<ReturnType<typeof getUsers>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
 params?: GetUsersParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getUsers>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Customer-app users, as notification recipients (the console asks page 1, size 999999)
 */

export function useGetUsers<TData = Awaited<ReturnType<typeof getUsers>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
 params?: GetUsersParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getUsers>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetUsersQueryOptions(params,options)

  const query = useQuery(queryOptions , queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Not shown by the console spec. The app users (user type Customer) with a first or last name, the
ones the recipient picker lists (spec §3), counted by the database now: the Create Notification
popup shows it for 'Select All' and asks 'Send to 1,214 app users?' with it, then sends it as
sendNotification's `expectedCount`, without reading every user to count them.

 * @summary How many app users the console offers as notification recipients (what 'Select All' sends to)
 */
const getRecipientCount = (
    
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<RecipientCountResponse>(
      {url: `/admin/user/count-recipients`, method: 'GET', signal
    },
      options);
    }
  

export const getGetRecipientCountQueryKey = () => {
    return [`/admin/user/count-recipients`] as const;
    }

    
export const getGetRecipientCountQueryOptions = <TData = Awaited<ReturnType<typeof getRecipientCount>>, TError = UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getRecipientCount>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetRecipientCountQueryKey();

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof getRecipientCount>>> = ({ signal }) => getRecipientCount(requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getRecipientCount>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetRecipientCountQueryResult = NonNullable<Awaited<ReturnType<typeof getRecipientCount>>>
export type GetRecipientCountQueryError = UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse


export function useGetRecipientCount<TData = Awaited<ReturnType<typeof getRecipientCount>>, TError = UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getRecipientCount>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getRecipientCount>>,
          TError,
          Awaited<ReturnType<typeof getRecipientCount>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetRecipientCount<TData = Awaited<ReturnType<typeof getRecipientCount>>, TError = UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getRecipientCount>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getRecipientCount>>,
          TError,
          Awaited<ReturnType<typeof getRecipientCount>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetRecipientCount<TData = Awaited<ReturnType<typeof getRecipientCount>>, TError = UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getRecipientCount>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary How many app users the console offers as notification recipients (what 'Select All' sends to)
 */

export function useGetRecipientCount<TData = Awaited<ReturnType<typeof getRecipientCount>>, TError = UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getRecipientCount>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetRecipientCountQueryOptions(options)

  const query = useQuery(queryOptions , queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



