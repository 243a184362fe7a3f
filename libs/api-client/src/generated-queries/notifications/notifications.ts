import {
  useInfiniteQuery,
  useMutation,
  useQuery
} from '@tanstack/react-query';
import type {
  DataTag,
  DefinedInitialDataOptions,
  DefinedUseInfiniteQueryResult,
  DefinedUseQueryResult,
  InfiniteData,
  MutationFunction,
  QueryClient,
  QueryFunction,
  QueryKey,
  UndefinedInitialDataOptions,
  UseInfiniteQueryOptions,
  UseInfiniteQueryResult,
  UseMutationOptions,
  UseMutationResult,
  UseQueryOptions,
  UseQueryResult
} from '@tanstack/react-query';

import type {
  AdminNotificationListResponse,
  AppUserListResponse,
  BadRequestResponse,
  CsvExportResponse,
  ExportNotificationsParams,
  ForbiddenResponse,
  GetNotificationRecipientsParams,
  GetNotificationsParams,
  NotFoundResponse,
  NotImplementedResponse,
  NotificationSentResponse,
  SelectionChangedResponse,
  SendNotificationRequest,
  UnauthorizedResponse
} from '../../generated/model';

import { apiRequest } from '../../queries/shared-api-request';


type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];



/**
 * Method shown by the console spec (POST). Message 'Notification sent successfully'; the console shows
no message when it fails (spec §8). Title and description are trimmed; blank is 'Subject is
required' / 'Message is required', no users 'At least one user must be selected'. Every id must be
an app user (user type Customer): otherwise 400 naming the first ten such ids ('User 12 is not an
app user', 'Users 12, 13 and 5 more are not app users') and nothing is written. Instead of
`userIds`, `allAppUsers: true` with `expectedCount` (the count getRecipientCount gave and the person
confirmed) sends to every app user with a first or last name; when that is another number now (app
users added or removed meanwhile), 409 'The selection changed: 1,216 app users match now, not 1,214.
Review it and try again.' and nothing is written. Both ways, neither, or `allAppUsers` without
`expectedCount`: 400 'Choose the app users by userIds or all app users with expectedCount, not
both'. The notification,
one recipient row and one push_outbox row per recipient (kind 'admin-notification', data
{ adminNotificationId }, for the push provider's worker) are written in one transaction, with one
statement per table whatever the number of recipients (tens of thousands are fine).

 * @summary Send a notification to chosen app users
 */
const sendNotification = (
    sendNotificationRequest: SendNotificationRequest,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<NotificationSentResponse>(
      {url: `/admin/admin-notification/send-notification`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: sendNotificationRequest, signal
    },
      options);
    }
  


export const getSendNotificationMutationOptions = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | SelectionChangedResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof sendNotification>>, TError,{data: SendNotificationRequest}, TContext>, request?: SecondParameter<typeof apiRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof sendNotification>>, TError,{data: SendNotificationRequest}, TContext> => {

const mutationKey = ['sendNotification'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof sendNotification>>, {data: SendNotificationRequest}> = (props) => {
          const {data} = props ?? {};

          return  sendNotification(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type SendNotificationMutationResult = NonNullable<Awaited<ReturnType<typeof sendNotification>>>
    export type SendNotificationMutationBody = SendNotificationRequest
    export type SendNotificationMutationError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | SelectionChangedResponse | NotImplementedResponse

    /**
 * @summary Send a notification to chosen app users
 */
export const useSendNotification = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | SelectionChangedResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof sendNotification>>, TError,{data: SendNotificationRequest}, TContext>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof sendNotification>>,
        TError,
        {data: SendNotificationRequest},
        TContext
      > => {

      const mutationOptions = getSendNotificationMutationOptions(options);

      return useMutation(mutationOptions , queryClient);
    }
    /**
 * Method shown by the console spec (GET). `keywords` matches title and description, case ignored;
blank is no filter. Newest first (then the highest id); the console asks size 10. Each notification
carries its first five recipients in `users` (those with a profilePicture first, then by userId: the
card's avatars) and `recipientCount`, all of them (the card's '+N' badge), so a page stays small
however many app users a notification went to. A page is one database statement.

 * @summary One page of sent notifications, newest first
 */
const getNotifications = (
    params?: GetNotificationsParams,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<AdminNotificationListResponse>(
      {url: `/admin/admin-notification/get-notification`, method: 'GET',
        params, signal
    },
      options);
    }
  

export const getGetNotificationsQueryKey = (params?: GetNotificationsParams,) => {
    return [`/admin/admin-notification/get-notification`, ...(params ? [params]: [])] as const;
    }

    
export const getGetNotificationsInfiniteQueryOptions = <TData = InfiniteData<Awaited<ReturnType<typeof getNotifications>>, GetNotificationsParams['page']>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(params?: GetNotificationsParams, options?: { query?:Partial<UseInfiniteQueryOptions<Awaited<ReturnType<typeof getNotifications>>, TError, TData, QueryKey, GetNotificationsParams['page']>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetNotificationsQueryKey(params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof getNotifications>>, QueryKey, GetNotificationsParams['page']> = ({ signal, pageParam }) => getNotifications({...params, 'page': pageParam || params?.['page']}, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseInfiniteQueryOptions<Awaited<ReturnType<typeof getNotifications>>, TError, TData, QueryKey, GetNotificationsParams['page']> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetNotificationsInfiniteQueryResult = NonNullable<Awaited<ReturnType<typeof getNotifications>>>
export type GetNotificationsInfiniteQueryError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse


export function useGetNotificationsInfinite<TData = InfiniteData<Awaited<ReturnType<typeof getNotifications>>, GetNotificationsParams['page']>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
 params: undefined |  GetNotificationsParams, options: { query:Partial<UseInfiniteQueryOptions<Awaited<ReturnType<typeof getNotifications>>, TError, TData, QueryKey, GetNotificationsParams['page']>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getNotifications>>,
          TError,
          Awaited<ReturnType<typeof getNotifications>>, QueryKey
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseInfiniteQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetNotificationsInfinite<TData = InfiniteData<Awaited<ReturnType<typeof getNotifications>>, GetNotificationsParams['page']>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
 params?: GetNotificationsParams, options?: { query?:Partial<UseInfiniteQueryOptions<Awaited<ReturnType<typeof getNotifications>>, TError, TData, QueryKey, GetNotificationsParams['page']>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getNotifications>>,
          TError,
          Awaited<ReturnType<typeof getNotifications>>, QueryKey
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseInfiniteQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetNotificationsInfinite<TData = InfiniteData<Awaited<ReturnType<typeof getNotifications>>, GetNotificationsParams['page']>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
 params?: GetNotificationsParams, options?: { query?:Partial<UseInfiniteQueryOptions<Awaited<ReturnType<typeof getNotifications>>, TError, TData, QueryKey, GetNotificationsParams['page']>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseInfiniteQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary One page of sent notifications, newest first
 */

export function useGetNotificationsInfinite<TData = InfiniteData<Awaited<ReturnType<typeof getNotifications>>, GetNotificationsParams['page']>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
 params?: GetNotificationsParams, options?: { query?:Partial<UseInfiniteQueryOptions<Awaited<ReturnType<typeof getNotifications>>, TError, TData, QueryKey, GetNotificationsParams['page']>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseInfiniteQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetNotificationsInfiniteQueryOptions(params,options)

  const query = useInfiniteQuery(queryOptions , queryClient) as  UseInfiniteQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



export const getGetNotificationsQueryOptions = <TData = Awaited<ReturnType<typeof getNotifications>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(params?: GetNotificationsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getNotifications>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetNotificationsQueryKey(params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof getNotifications>>> = ({ signal }) => getNotifications(params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getNotifications>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetNotificationsQueryResult = NonNullable<Awaited<ReturnType<typeof getNotifications>>>
export type GetNotificationsQueryError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse


export function useGetNotifications<TData = Awaited<ReturnType<typeof getNotifications>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
 params: undefined |  GetNotificationsParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getNotifications>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getNotifications>>,
          TError,
          Awaited<ReturnType<typeof getNotifications>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetNotifications<TData = Awaited<ReturnType<typeof getNotifications>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
 params?: GetNotificationsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getNotifications>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getNotifications>>,
          TError,
          Awaited<ReturnType<typeof getNotifications>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetNotifications<TData = Awaited<ReturnType<typeof getNotifications>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
 params?: GetNotificationsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getNotifications>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary One page of sent notifications, newest first
 */

export function useGetNotifications<TData = Awaited<ReturnType<typeof getNotifications>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
 params?: GetNotificationsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getNotifications>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetNotificationsQueryOptions(params,options)

  const query = useQuery(queryOptions , queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Not shown by the console spec. The same `keywords` and order (newest first) as getNotifications, as CSV
(see CsvExport): `Notification ID,Sent At,Notification Subject,Notification Body Text,Recipients`
(Sent At in UTC, ISO 8601; Recipients the number of app users it went to). The file is
`notifications-sent-YYYY-MM-DD.csv`.

 * @summary Every sent notification the search selects, as CSV
 */
const exportNotifications = (
    params?: ExportNotificationsParams,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<CsvExportResponse>(
      {url: `/admin/admin-notification/export-notifications`, method: 'GET',
        params, signal
    },
      options);
    }
  

export const getExportNotificationsQueryKey = (params?: ExportNotificationsParams,) => {
    return [`/admin/admin-notification/export-notifications`, ...(params ? [params]: [])] as const;
    }

    
export const getExportNotificationsQueryOptions = <TData = Awaited<ReturnType<typeof exportNotifications>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(params?: ExportNotificationsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof exportNotifications>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getExportNotificationsQueryKey(params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof exportNotifications>>> = ({ signal }) => exportNotifications(params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof exportNotifications>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ExportNotificationsQueryResult = NonNullable<Awaited<ReturnType<typeof exportNotifications>>>
export type ExportNotificationsQueryError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse


export function useExportNotifications<TData = Awaited<ReturnType<typeof exportNotifications>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
 params: undefined |  ExportNotificationsParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof exportNotifications>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof exportNotifications>>,
          TError,
          Awaited<ReturnType<typeof exportNotifications>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useExportNotifications<TData = Awaited<ReturnType<typeof exportNotifications>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
 params?: ExportNotificationsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof exportNotifications>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof exportNotifications>>,
          TError,
          Awaited<ReturnType<typeof exportNotifications>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useExportNotifications<TData = Awaited<ReturnType<typeof exportNotifications>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
 params?: ExportNotificationsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof exportNotifications>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Every sent notification the search selects, as CSV
 */

export function useExportNotifications<TData = Awaited<ReturnType<typeof exportNotifications>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotImplementedResponse>(
 params?: ExportNotificationsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof exportNotifications>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getExportNotificationsQueryOptions(params,options)

  const query = useQuery(queryOptions , queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Not shown by the console spec: the sent card shows five avatars and '+N'; this lists them all,
sorted like the app-user list ("first last" case ignored, then userId). A page is one database
statement over the recipients' primary key, so a notification to 20,000 app users pages cheaply.

 * @summary Every recipient of one sent notification, page by page (the card's '+N' list)
 */
const getNotificationRecipients = (
    id: number,
    params?: GetNotificationRecipientsParams,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<AppUserListResponse>(
      {url: `/admin/admin-notification/get-notification-recipients/${id}`, method: 'GET',
        params, signal
    },
      options);
    }
  

export const getGetNotificationRecipientsQueryKey = (id?: number,
    params?: GetNotificationRecipientsParams,) => {
    return [`/admin/admin-notification/get-notification-recipients/${id}`, ...(params ? [params]: [])] as const;
    }

    
export const getGetNotificationRecipientsQueryOptions = <TData = Awaited<ReturnType<typeof getNotificationRecipients>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse>(id: number,
    params?: GetNotificationRecipientsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getNotificationRecipients>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetNotificationRecipientsQueryKey(id,params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof getNotificationRecipients>>> = ({ signal }) => getNotificationRecipients(id,params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, enabled: !!(id), ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getNotificationRecipients>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetNotificationRecipientsQueryResult = NonNullable<Awaited<ReturnType<typeof getNotificationRecipients>>>
export type GetNotificationRecipientsQueryError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse


export function useGetNotificationRecipients<TData = Awaited<ReturnType<typeof getNotificationRecipients>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse>(
 id: number,
    params: undefined |  GetNotificationRecipientsParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getNotificationRecipients>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getNotificationRecipients>>,
          TError,
          Awaited<ReturnType<typeof getNotificationRecipients>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetNotificationRecipients<TData = Awaited<ReturnType<typeof getNotificationRecipients>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse>(
 id: number,
    params?: GetNotificationRecipientsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getNotificationRecipients>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getNotificationRecipients>>,
          TError,
          Awaited<ReturnType<typeof getNotificationRecipients>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetNotificationRecipients<TData = Awaited<ReturnType<typeof getNotificationRecipients>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse>(
 id: number,
    params?: GetNotificationRecipientsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getNotificationRecipients>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Every recipient of one sent notification, page by page (the card's '+N' list)
 */

export function useGetNotificationRecipients<TData = Awaited<ReturnType<typeof getNotificationRecipients>>, TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | NotImplementedResponse>(
 id: number,
    params?: GetNotificationRecipientsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getNotificationRecipients>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetNotificationRecipientsQueryOptions(id,params,options)

  const query = useQuery(queryOptions , queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



