import {
  ifMatch,
  succeeded,
  useAbortRollingRelease,
  useApproveRollingRelease,
  useGetReleaseState,
  type RemoteName,
} from '@console/api-client/queries';

/** Approve and abort of a remote's rolling release, for the Releases screen's buttons. */
export interface RolloutActions {
  /** Resolves to whether it was done; a refusal (412: changed since; 400) is toasted with the API's message. */
  approve: (remote: string) => Promise<boolean>;
  abort: (remote: string) => Promise<boolean>;
  /** Until the release state's version is read, nothing can be sent made from it. */
  ready: boolean;
}

/**
 * Each change is made from the version of the releases this page read (If-Match); when another change
 * came first (the scheduler's tick, the release tool, another person) the API refuses it (412), the toast
 * says who changed them, and the page reads them again: nothing was changed, and nothing is lost (there
 * is nothing typed). `reload` reads the deployment shown again after either outcome.
 */
export function useRolloutActions(reload: () => void): RolloutActions {
  const state = useGetReleaseState({ query: { meta: { failure: 'Failed to read the releases' } } });
  const approve = useApproveRollingRelease({
    mutation: {
      meta: {
        success: (variables) => `Approved the next stage of ${(variables as { remote: string }).remote}`,
        failure: 'Failed to approve',
      },
    },
  });
  const abort = useAbortRollingRelease({
    mutation: {
      meta: {
        success: (variables) => `Stopped the rolling release of ${(variables as { remote: string }).remote}`,
        failure: 'Failed to abort',
      },
    },
  });
  const version = state.data?.version;
  const run = async (change: Promise<unknown>) => {
    try {
      return await succeeded(change);
    } finally {
      reload();
    }
  };
  return {
    // Not while it is read again (after a change, or a 412): a change is made from the version now.
    ready: version !== undefined && !state.isFetching,
    approve: (remote) => run(approve.mutateAsync({ remote: remote as RemoteName, headers: ifMatch(version ?? 0) })),
    abort: (remote) => run(abort.mutateAsync({ remote: remote as RemoteName, data: {}, headers: ifMatch(version ?? 0) })),
  };
}
