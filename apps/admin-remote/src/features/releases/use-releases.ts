import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQueries, useQuery } from '@tanstack/react-query';
import { getGetReleaseSignalSummaryQueryOptions, keepPreviousData, readFailureOf, type RemoteName } from '@console/api-client/queries';
import { DOMAIN_NAMES, fetchDeploymentManifest } from '@console/remote-contract';
import type { ReleasesPageProps, RemoteSignals } from './releases-page';
import {
  DEFAULT_SIGNAL_WINDOW,
  hasSignalsToCompare,
  isSignalWindow,
  remotesOfDeployment,
  SIGNAL_WINDOWS,
  windowRange,
  type SignalWindow,
} from './release-view';
import { useRolloutActions } from './use-rollout-actions';

/** Where the page's deployment file is: the shell's origin, which serves it beside the console. */
export const DEPLOYMENT_URL = '/deployment.json';

const MINUTE = 60_000;

/** The time, moved on at each minute's turn: the signals' window and the time in stage follow it. */
function useMinuteClock() {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      setNow(Date.now());
      timer = setTimeout(tick, MINUTE - (Date.now() % MINUTE) + 50);
    };
    timer = setTimeout(tick, MINUTE - (Date.now() % MINUTE) + 50);
    return () => clearTimeout(timer);
  }, []);
  return now;
}

const isRemoteName = (remote: string): remote is RemoteName => (DOMAIN_NAMES as readonly string[]).includes(remote);

/**
 * The Releases screen's data: the deployment file as the release tool last wrote it (read again every
 * minute), and for each remote with a canary or a rollout its signals over the window in `?window=`,
 * asked again as each minute turns (the previous answer stays on screen meanwhile).
 */
export function useReleases(deploymentUrl = DEPLOYMENT_URL): ReleasesPageProps {
  const [params, setParams] = useSearchParams();
  const requested = params.get('window');
  const window: SignalWindow = isSignalWindow(requested) ? requested : DEFAULT_SIGNAL_WINDOW;
  const now = useMinuteClock();
  const deployment = useQuery({
    queryKey: ['deployment-file', deploymentUrl],
    queryFn: () => fetchDeploymentManifest(deploymentUrl),
    refetchInterval: MINUTE,
    meta: { failure: 'Failed to read the deployment file' },
  });
  const remotes = deployment.data ? remotesOfDeployment(deployment.data) : null;
  const compared = (remotes ?? []).filter(hasSignalsToCompare).flatMap((remote) => (isRemoteName(remote.remote) ? [remote.remote] : []));
  const range = windowRange(window, now);
  const summaries = useQueries({
    queries: compared.map((remote) =>
      getGetReleaseSignalSummaryQueryOptions(
        // In steps of the chart's bin: the API adds each bin up, its p75 from the histograms included.
        { remote, ...range, step: SIGNAL_WINDOWS[window].binMinutes },
        { query: { placeholderData: keepPreviousData, meta: { failure: `Failed to get the signals of ${remote}` } } },
      ),
    ),
  });
  const signals: Record<string, RemoteSignals> = Object.fromEntries(
    compared.map((remote, index) => {
      const summary = summaries[index];
      return [remote, { summary: summary.data, loading: summary.isFetching, failure: readFailureOf(summary, `The signals of ${remote}`) }];
    }),
  );

  const actions = useRolloutActions(() => void deployment.refetch());

  return {
    remotes,
    actions,
    loading: deployment.isFetching,
    // Not the API: the shell's server answers it, so its own words say what went wrong.
    failure: deployment.isError
      ? {
          title: 'Releases could not be loaded',
          detail: deployment.error instanceof Error ? deployment.error.message : 'The deployment file could not be read.',
          onRetry: () => void deployment.refetch(),
          retrying: deployment.isFetching,
        }
      : undefined,
    signals,
    window,
    onWindowChange: (next) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (next === DEFAULT_SIGNAL_WINDOW) updated.delete('window');
        else updated.set('window', next);
        return updated;
      }),
    now,
  };
}
