import {
  getGetReleaseStateQueryOptions,
  getListScheduledWorkQueryOptions,
  getListServiceTokensQueryOptions,
} from '@console/api-client/queries';

/**
 * What the Releases screen reads from the API as it opens, the same calls whatever the URL says: the
 * release state its Approve and Abort are made from (use-rollout-actions.ts), and the scheduled work and
 * service tokens drawn under the remotes (scheduled-work-panel.tsx, use-service-tokens.ts). Left out:
 * the deployment file (the shell's server answers it, not the API) and the signals, whose calls depend
 * on what that file says and on the minute they are asked in.
 */
export const releasesFirstReads = () => [
  getGetReleaseStateQueryOptions(),
  getListScheduledWorkQueryOptions(),
  getListServiceTokensQueryOptions(),
];
