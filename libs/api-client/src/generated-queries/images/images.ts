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
  NotFoundResponse
} from '../../generated/model';

import { apiRequest } from '../../queries/shared-api-request';


type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];



/**
 * The bytes of an image a form uploaded, with the type read from its content. Public: the key is
128 random bits, and the URL is what `imageFileUrl` holds. A key never changes content, so the
answer may be cached for a year. Anything that is not a key the API generated (other names, path
separators, `..`) is 404, as is a key of a deleted image.

 * @summary An uploaded image file, as stored
 */
const getImageFile = (
    imageKey: string,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<Blob>(
      {url: `/images/${imageKey}`, method: 'GET',
        responseType: 'blob', signal
    },
      options);
    }
  

export const getGetImageFileQueryKey = (imageKey?: string,) => {
    return [`/images/${imageKey}`] as const;
    }

    
export const getGetImageFileQueryOptions = <TData = Awaited<ReturnType<typeof getImageFile>>, TError = null | NotFoundResponse>(imageKey: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getImageFile>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetImageFileQueryKey(imageKey);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof getImageFile>>> = ({ signal }) => getImageFile(imageKey, requestOptions, signal);

      

      

   return  { queryKey, queryFn, enabled: !!(imageKey), ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getImageFile>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetImageFileQueryResult = NonNullable<Awaited<ReturnType<typeof getImageFile>>>
export type GetImageFileQueryError = null | NotFoundResponse


export function useGetImageFile<TData = Awaited<ReturnType<typeof getImageFile>>, TError = null | NotFoundResponse>(
 imageKey: string, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getImageFile>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getImageFile>>,
          TError,
          Awaited<ReturnType<typeof getImageFile>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetImageFile<TData = Awaited<ReturnType<typeof getImageFile>>, TError = null | NotFoundResponse>(
 imageKey: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getImageFile>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getImageFile>>,
          TError,
          Awaited<ReturnType<typeof getImageFile>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetImageFile<TData = Awaited<ReturnType<typeof getImageFile>>, TError = null | NotFoundResponse>(
 imageKey: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getImageFile>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary An uploaded image file, as stored
 */

export function useGetImageFile<TData = Awaited<ReturnType<typeof getImageFile>>, TError = null | NotFoundResponse>(
 imageKey: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getImageFile>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetImageFileQueryOptions(imageKey,options)

  const query = useQuery(queryOptions , queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



