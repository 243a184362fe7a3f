import type {
  AbortRollingReleaseHeaders,
  AbortRollingReleaseRequest,
  ApproveRollingReleaseHeaders,
  ChangeReleaseStateHeaders,
  ChangeReleaseStateRequest,
  DeploymentManifest,
  ReleaseChangeResponse,
  ReleaseHistoryResponse,
  ReleaseStateResponse,
  RemoteName,
  TickRollingReleasesRequest,
  TickRollingReleasesResponse
} from '.././model';

import { apiRequest } from '../../http/api-request';


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
export const getDeploymentManifest = (
    
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<DeploymentManifest>(
      {url: `/deployment.json`, method: 'GET'
    },
      options);
    }
  /**
 * Read by `npm run release` before each change; `deployment` is null while no release command has
made one (the environment's manifest alone is served). The ETag names the version: a change sends
it back in If-Match.

 * @summary The deployment document as the release commands change it, with its version
 */
export const getReleaseState = (
    
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<ReleaseStateResponse>(
      {url: `/release-state`, method: 'GET'
    },
      options);
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
export const changeReleaseState = (
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
  /**
 * Who (a person's email address or a service token's name), when, the command, the document before and after.
 * @summary Every change of the deployment document, oldest first
 */
export const getReleaseHistory = (
    
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<ReleaseHistoryResponse>(
      {url: `/release-state/history`, method: 'GET'
    },
      options);
    }
  /**
 * As `npm run release -- approve <remote>`: made from the version in If-Match (412 when the state
moved), 400 when the remote has no rolling release waiting for approval. Recorded in the history
and the activity trail.

 * @summary Let a remote's rolling release waiting for approval into its next stage (at the last, its canary becomes stable)
 */
export const approveRollingRelease = (
    remote: RemoteName,
    headers: ApproveRollingReleaseHeaders,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<ReleaseChangeResponse>(
      {url: `/release-state/rolling-releases/${remote}/approve`, method: 'POST',
      headers
    },
      options);
    }
  /**
 * As `npm run release -- abort <remote> --reason …`: made from the version in If-Match (412 when the
state moved), 400 when the remote has no rolling release in progress. The reason (by default
'aborted by' the caller) is kept as the rollout's last verdict and in the history.

 * @summary Stop a remote's rolling release; its canary is dropped and everyone gets the stable release
 */
export const abortRollingRelease = (
    remote: RemoteName,
    abortRollingReleaseRequest: AbortRollingReleaseRequest,
    headers: AbortRollingReleaseHeaders,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<ReleaseChangeResponse>(
      {url: `/release-state/rolling-releases/${remote}/abort`, method: 'POST',
      headers: {'Content-Type': 'application/json', ...headers},
      data: abortRollingReleaseRequest
    },
      options);
    }
  /**
 * What the scheduler runs every minute, and `npm run release -- tick`: each active rolling release is
judged on the release signals of the minutes since its stage began (the rules of
tools/release/src/rollout-decision.mjs, with these settings over its defaults) and advanced, held for
approval, promoted or aborted. Two ticks at once make one step. A step is recorded in the history;
a wait only notes the verdict.

 * @summary Judge every rolling release on its stage's release signals and step it (one tick)
 */
export const tickRollingReleases = (
    tickRollingReleasesRequest: TickRollingReleasesRequest,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<TickRollingReleasesResponse>(
      {url: `/release-state/tick`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: tickRollingReleasesRequest
    },
      options);
    }
  export type GetDeploymentManifestResult = NonNullable<Awaited<ReturnType<typeof getDeploymentManifest>>>
export type GetReleaseStateResult = NonNullable<Awaited<ReturnType<typeof getReleaseState>>>
export type ChangeReleaseStateResult = NonNullable<Awaited<ReturnType<typeof changeReleaseState>>>
export type GetReleaseHistoryResult = NonNullable<Awaited<ReturnType<typeof getReleaseHistory>>>
export type ApproveRollingReleaseResult = NonNullable<Awaited<ReturnType<typeof approveRollingRelease>>>
export type AbortRollingReleaseResult = NonNullable<Awaited<ReturnType<typeof abortRollingRelease>>>
export type TickRollingReleasesResult = NonNullable<Awaited<ReturnType<typeof tickRollingReleases>>>
