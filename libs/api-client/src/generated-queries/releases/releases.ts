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
  AbortRollingReleaseHeaders,
  AbortRollingReleaseRequest,
  ApproveRollingReleaseHeaders,
  BadRequestResponse,
  ChangeReleaseStateHeaders,
  ChangeReleaseStateRequest,
  DeploymentManifest,
  ForbiddenResponse,
  PreconditionFailedResponse,
  PreconditionRequiredResponse,
  ReleaseChangeResponse,
  ReleaseHistoryResponse,
  ReleaseStateResponse,
  RemoteName,
  TickRollingReleasesRequest,
  TickRollingReleasesResponse,
  UnauthorizedResponse
} from '../../generated/model';

import { apiRequest } from '../../queries/shared-api-request';


type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];



/**
 * The release state's deployment document over the environment's manifest (API_URL, CONSOLE_URL,
REMOTE_<NAME>_URL…, as tools/deployment/deployment-manifest.mjs builds it): a remote the document
does not name keeps the environment's entry. A rolling release's stage and verdict are served,
not the figures behind the verdict. Every API host answers it from the database, `Cache-Control:
no-cache` (the browser asks again; a 304 when unchanged), and nginx serves it at the console's
/deployment.json.

 * @summary The deployment manifest the shell loads before sign-in (every remote's stable and canary release)
 */
const getDeploymentManifest = (
    
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<DeploymentManifest>(
      {url: `/deployment.json`, method: 'GET', signal
    },
      options);
    }
  

export const getGetDeploymentManifestQueryKey = () => {
    return [`/deployment.json`] as const;
    }

    
export const getGetDeploymentManifestQueryOptions = <TData = Awaited<ReturnType<typeof getDeploymentManifest>>, TError = BadRequestResponse>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getDeploymentManifest>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetDeploymentManifestQueryKey();

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof getDeploymentManifest>>> = ({ signal }) => getDeploymentManifest(requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getDeploymentManifest>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetDeploymentManifestQueryResult = NonNullable<Awaited<ReturnType<typeof getDeploymentManifest>>>
export type GetDeploymentManifestQueryError = BadRequestResponse


export function useGetDeploymentManifest<TData = Awaited<ReturnType<typeof getDeploymentManifest>>, TError = BadRequestResponse>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getDeploymentManifest>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getDeploymentManifest>>,
          TError,
          Awaited<ReturnType<typeof getDeploymentManifest>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetDeploymentManifest<TData = Awaited<ReturnType<typeof getDeploymentManifest>>, TError = BadRequestResponse>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getDeploymentManifest>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getDeploymentManifest>>,
          TError,
          Awaited<ReturnType<typeof getDeploymentManifest>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetDeploymentManifest<TData = Awaited<ReturnType<typeof getDeploymentManifest>>, TError = BadRequestResponse>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getDeploymentManifest>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary The deployment manifest the shell loads before sign-in (every remote's stable and canary release)
 */

export function useGetDeploymentManifest<TData = Awaited<ReturnType<typeof getDeploymentManifest>>, TError = BadRequestResponse>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getDeploymentManifest>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetDeploymentManifestQueryOptions(options)

  const query = useQuery(queryOptions , queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Read by `npm run release` before each change; `deployment` is null while no release command has
made one (the environment's manifest alone is served). The ETag names the version: a change sends
it back in If-Match.

 * @summary The deployment document as the release commands change it, with its version
 */
const getReleaseState = (
    
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<ReleaseStateResponse>(
      {url: `/release-state`, method: 'GET', signal
    },
      options);
    }
  

export const getGetReleaseStateQueryKey = () => {
    return [`/release-state`] as const;
    }

    
export const getGetReleaseStateQueryOptions = <TData = Awaited<ReturnType<typeof getReleaseState>>, TError = UnauthorizedResponse | ForbiddenResponse>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getReleaseState>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetReleaseStateQueryKey();

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof getReleaseState>>> = ({ signal }) => getReleaseState(requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getReleaseState>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetReleaseStateQueryResult = NonNullable<Awaited<ReturnType<typeof getReleaseState>>>
export type GetReleaseStateQueryError = UnauthorizedResponse | ForbiddenResponse


export function useGetReleaseState<TData = Awaited<ReturnType<typeof getReleaseState>>, TError = UnauthorizedResponse | ForbiddenResponse>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getReleaseState>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getReleaseState>>,
          TError,
          Awaited<ReturnType<typeof getReleaseState>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetReleaseState<TData = Awaited<ReturnType<typeof getReleaseState>>, TError = UnauthorizedResponse | ForbiddenResponse>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getReleaseState>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getReleaseState>>,
          TError,
          Awaited<ReturnType<typeof getReleaseState>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetReleaseState<TData = Awaited<ReturnType<typeof getReleaseState>>, TError = UnauthorizedResponse | ForbiddenResponse>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getReleaseState>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary The deployment document as the release commands change it, with its version
 */

export function useGetReleaseState<TData = Awaited<ReturnType<typeof getReleaseState>>, TError = UnauthorizedResponse | ForbiddenResponse>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getReleaseState>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetReleaseStateQueryOptions(options)

  const query = useQuery(queryOptions , queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * One writer: the change is made under the state's row lock only while the state is still at the
version in If-Match, else 412 (with the state now as `current`) and nothing is written; the
release tool then reads and computes again. The document's shape is checked here (remotes, versions,
containers, URLs, shares, rolling releases); the releases on disk are checked by the command, where
they were built. `undoes` (a rollback) names the change it restores the document from;
`importedHistory` brings a deployment file's history in with it. Recorded in the history with the
caller and `command`, and in the activity trail.

 * @summary Replace the deployment document with one a release command computed from the version it read
 */
const changeReleaseState = (
    changeReleaseStateRequest: ChangeReleaseStateRequest,
    headers: ChangeReleaseStateHeaders,
 options?: SecondParameter<typeof apiRequest>,) => {
      
      
      return apiRequest<ReleaseChangeResponse>(
      {url: `/release-state`, method: 'PUT',
      headers: {'Content-Type': 'application/json', ...headers},
      data: changeReleaseStateRequest
    },
      options);
    }
  


export const getChangeReleaseStateMutationOptions = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | PreconditionFailedResponse | PreconditionRequiredResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof changeReleaseState>>, TError,{data: ChangeReleaseStateRequest;headers: ChangeReleaseStateHeaders}, TContext>, request?: SecondParameter<typeof apiRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof changeReleaseState>>, TError,{data: ChangeReleaseStateRequest;headers: ChangeReleaseStateHeaders}, TContext> => {

const mutationKey = ['changeReleaseState'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof changeReleaseState>>, {data: ChangeReleaseStateRequest;headers: ChangeReleaseStateHeaders}> = (props) => {
          const {data,headers} = props ?? {};

          return  changeReleaseState(data,headers,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type ChangeReleaseStateMutationResult = NonNullable<Awaited<ReturnType<typeof changeReleaseState>>>
    export type ChangeReleaseStateMutationBody = ChangeReleaseStateRequest
    export type ChangeReleaseStateMutationError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | PreconditionFailedResponse | PreconditionRequiredResponse

    /**
 * @summary Replace the deployment document with one a release command computed from the version it read
 */
export const useChangeReleaseState = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | PreconditionFailedResponse | PreconditionRequiredResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof changeReleaseState>>, TError,{data: ChangeReleaseStateRequest;headers: ChangeReleaseStateHeaders}, TContext>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof changeReleaseState>>,
        TError,
        {data: ChangeReleaseStateRequest;headers: ChangeReleaseStateHeaders},
        TContext
      > => {

      const mutationOptions = getChangeReleaseStateMutationOptions(options);

      return useMutation(mutationOptions , queryClient);
    }
    /**
 * Who (a person's email address or a service token's name), when, the command, the document before and after.
 * @summary Every change of the deployment document, oldest first
 */
const getReleaseHistory = (
    
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<ReleaseHistoryResponse>(
      {url: `/release-state/history`, method: 'GET', signal
    },
      options);
    }
  

export const getGetReleaseHistoryQueryKey = () => {
    return [`/release-state/history`] as const;
    }

    
export const getGetReleaseHistoryQueryOptions = <TData = Awaited<ReturnType<typeof getReleaseHistory>>, TError = UnauthorizedResponse | ForbiddenResponse>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getReleaseHistory>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetReleaseHistoryQueryKey();

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof getReleaseHistory>>> = ({ signal }) => getReleaseHistory(requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getReleaseHistory>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetReleaseHistoryQueryResult = NonNullable<Awaited<ReturnType<typeof getReleaseHistory>>>
export type GetReleaseHistoryQueryError = UnauthorizedResponse | ForbiddenResponse


export function useGetReleaseHistory<TData = Awaited<ReturnType<typeof getReleaseHistory>>, TError = UnauthorizedResponse | ForbiddenResponse>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getReleaseHistory>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getReleaseHistory>>,
          TError,
          Awaited<ReturnType<typeof getReleaseHistory>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetReleaseHistory<TData = Awaited<ReturnType<typeof getReleaseHistory>>, TError = UnauthorizedResponse | ForbiddenResponse>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getReleaseHistory>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getReleaseHistory>>,
          TError,
          Awaited<ReturnType<typeof getReleaseHistory>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetReleaseHistory<TData = Awaited<ReturnType<typeof getReleaseHistory>>, TError = UnauthorizedResponse | ForbiddenResponse>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getReleaseHistory>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Every change of the deployment document, oldest first
 */

export function useGetReleaseHistory<TData = Awaited<ReturnType<typeof getReleaseHistory>>, TError = UnauthorizedResponse | ForbiddenResponse>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getReleaseHistory>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetReleaseHistoryQueryOptions(options)

  const query = useQuery(queryOptions , queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * As `npm run release -- approve <remote>`: made from the version in If-Match (412 when the state
moved), 400 when the remote has no rolling release waiting for approval. Recorded in the history
and the activity trail.

 * @summary Let a remote's rolling release waiting for approval into its next stage (at the last, its canary becomes stable)
 */
const approveRollingRelease = (
    remote: RemoteName,
    headers: ApproveRollingReleaseHeaders,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<ReleaseChangeResponse>(
      {url: `/release-state/rolling-releases/${remote}/approve`, method: 'POST',
      headers, signal
    },
      options);
    }
  


export const getApproveRollingReleaseMutationOptions = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | PreconditionFailedResponse | PreconditionRequiredResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof approveRollingRelease>>, TError,{remote: RemoteName;headers: ApproveRollingReleaseHeaders}, TContext>, request?: SecondParameter<typeof apiRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof approveRollingRelease>>, TError,{remote: RemoteName;headers: ApproveRollingReleaseHeaders}, TContext> => {

const mutationKey = ['approveRollingRelease'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof approveRollingRelease>>, {remote: RemoteName;headers: ApproveRollingReleaseHeaders}> = (props) => {
          const {remote,headers} = props ?? {};

          return  approveRollingRelease(remote,headers,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type ApproveRollingReleaseMutationResult = NonNullable<Awaited<ReturnType<typeof approveRollingRelease>>>
    
    export type ApproveRollingReleaseMutationError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | PreconditionFailedResponse | PreconditionRequiredResponse

    /**
 * @summary Let a remote's rolling release waiting for approval into its next stage (at the last, its canary becomes stable)
 */
export const useApproveRollingRelease = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | PreconditionFailedResponse | PreconditionRequiredResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof approveRollingRelease>>, TError,{remote: RemoteName;headers: ApproveRollingReleaseHeaders}, TContext>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof approveRollingRelease>>,
        TError,
        {remote: RemoteName;headers: ApproveRollingReleaseHeaders},
        TContext
      > => {

      const mutationOptions = getApproveRollingReleaseMutationOptions(options);

      return useMutation(mutationOptions , queryClient);
    }
    /**
 * As `npm run release -- abort <remote> --reason …`: made from the version in If-Match (412 when the
state moved), 400 when the remote has no rolling release in progress. The reason (by default
'aborted by' the caller) is kept as the rollout's last verdict and in the history.

 * @summary Stop a remote's rolling release; its canary is dropped and everyone gets the stable release
 */
const abortRollingRelease = (
    remote: RemoteName,
    abortRollingReleaseRequest: AbortRollingReleaseRequest,
    headers: AbortRollingReleaseHeaders,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<ReleaseChangeResponse>(
      {url: `/release-state/rolling-releases/${remote}/abort`, method: 'POST',
      headers: {'Content-Type': 'application/json', ...headers},
      data: abortRollingReleaseRequest, signal
    },
      options);
    }
  


export const getAbortRollingReleaseMutationOptions = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | PreconditionFailedResponse | PreconditionRequiredResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof abortRollingRelease>>, TError,{remote: RemoteName;data: AbortRollingReleaseRequest;headers: AbortRollingReleaseHeaders}, TContext>, request?: SecondParameter<typeof apiRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof abortRollingRelease>>, TError,{remote: RemoteName;data: AbortRollingReleaseRequest;headers: AbortRollingReleaseHeaders}, TContext> => {

const mutationKey = ['abortRollingRelease'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof abortRollingRelease>>, {remote: RemoteName;data: AbortRollingReleaseRequest;headers: AbortRollingReleaseHeaders}> = (props) => {
          const {remote,data,headers} = props ?? {};

          return  abortRollingRelease(remote,data,headers,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type AbortRollingReleaseMutationResult = NonNullable<Awaited<ReturnType<typeof abortRollingRelease>>>
    export type AbortRollingReleaseMutationBody = AbortRollingReleaseRequest
    export type AbortRollingReleaseMutationError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | PreconditionFailedResponse | PreconditionRequiredResponse

    /**
 * @summary Stop a remote's rolling release; its canary is dropped and everyone gets the stable release
 */
export const useAbortRollingRelease = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | PreconditionFailedResponse | PreconditionRequiredResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof abortRollingRelease>>, TError,{remote: RemoteName;data: AbortRollingReleaseRequest;headers: AbortRollingReleaseHeaders}, TContext>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof abortRollingRelease>>,
        TError,
        {remote: RemoteName;data: AbortRollingReleaseRequest;headers: AbortRollingReleaseHeaders},
        TContext
      > => {

      const mutationOptions = getAbortRollingReleaseMutationOptions(options);

      return useMutation(mutationOptions , queryClient);
    }
    /**
 * What the scheduler runs every minute, and `npm run release -- tick`: each active rolling release is
judged on the release signals of the minutes since its stage began (the rules of
tools/release/src/rollout-decision.mjs, with these settings over its defaults) and advanced, held for
approval, promoted or aborted. Two ticks at once make one step. A step is recorded in the history;
a wait only notes the verdict.

 * @summary Judge every rolling release on its stage's release signals and step it (one tick)
 */
const tickRollingReleases = (
    tickRollingReleasesRequest: TickRollingReleasesRequest,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<TickRollingReleasesResponse>(
      {url: `/release-state/tick`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: tickRollingReleasesRequest, signal
    },
      options);
    }
  


export const getTickRollingReleasesMutationOptions = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof tickRollingReleases>>, TError,{data: TickRollingReleasesRequest}, TContext>, request?: SecondParameter<typeof apiRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof tickRollingReleases>>, TError,{data: TickRollingReleasesRequest}, TContext> => {

const mutationKey = ['tickRollingReleases'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof tickRollingReleases>>, {data: TickRollingReleasesRequest}> = (props) => {
          const {data} = props ?? {};

          return  tickRollingReleases(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type TickRollingReleasesMutationResult = NonNullable<Awaited<ReturnType<typeof tickRollingReleases>>>
    export type TickRollingReleasesMutationBody = TickRollingReleasesRequest
    export type TickRollingReleasesMutationError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse

    /**
 * @summary Judge every rolling release on its stage's release signals and step it (one tick)
 */
export const useTickRollingReleases = <TError = BadRequestResponse | UnauthorizedResponse | ForbiddenResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof tickRollingReleases>>, TError,{data: TickRollingReleasesRequest}, TContext>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof tickRollingReleases>>,
        TError,
        {data: TickRollingReleasesRequest},
        TContext
      > => {

      const mutationOptions = getTickRollingReleasesMutationOptions(options);

      return useMutation(mutationOptions , queryClient);
    }
    