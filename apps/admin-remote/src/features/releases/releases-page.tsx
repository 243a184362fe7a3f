import './releases.css';
import { useState, type ReactNode } from 'react';
import { Loader, Page, PageHeader, ReadFailureNotice, SegmentedControl, type ReadFailure } from '@console/ui';
import { RemoteReleaseCard, type RemoteSignals } from './remote-release-card';
import { SIGNAL_WINDOWS, type RemoteReleases, type SignalWindow } from './release-view';
import type { RolloutActions } from './use-rollout-actions';

export type { RemoteSignals };

export interface ReleasesPageProps {
  /** The deployment file's remotes; null until it is first read (kept when a later read fails). */
  remotes: RemoteReleases[] | null;
  loading: boolean;
  failure?: ReadFailure;
  /** Each compared remote's signals, by remote name. */
  signals: Record<string, RemoteSignals | undefined>;
  window: SignalWindow;
  onWindowChange: (window: SignalWindow) => void;
  /** The time the page is drawn at (ms), for the time spent in a stage. */
  now: number;
  /** Under the remotes: the scheduled work and the service tokens (releases-screen.tsx). */
  automation?: ReactNode;
  /** Approve and abort of a remote's rolling release (use-rollout-actions.ts). */
  actions?: RolloutActions;
}

const WINDOW_OPTIONS = Object.entries(SIGNAL_WINDOWS).map(([value, { label }]) => ({ value: value as SignalWindow, label }));

/**
 * Issue 25: each remote's releases for super admins — stable and canary, the rolling release's stage,
 * its last verdict, and the canary beside stable for each real-user signal over time.
 */
export function ReleasesPage({ remotes, loading, failure, signals, window, onWindowChange, now, automation, actions }: ReleasesPageProps) {
  // Once the first read has settled, the sections under the remotes stay drawn: a refetch or a Retry
  // while nothing was read must not unmount them (a service token's secret is shown once).
  const [settled, setSettled] = useState(false);
  if (!settled && (remotes !== null || !loading)) setSettled(true);
  // Remotes with a canary or a rollout first: they are what this screen is for.
  const ordered = remotes
    ? [...remotes].sort((a, b) => Number(Boolean(b.canary || b.rollout)) - Number(Boolean(a.canary || a.rollout)))
    : [];
  return (
    <Page titleId="releases-title">
      <PageHeader title="Releases" titleId="releases-title">
        <SegmentedControl
          className="releases-window"
          label="Signals over"
          options={WINDOW_OPTIONS}
          value={window}
          onChange={onWindowChange}
        />
      </PageHeader>
      {/* A later read that failed leaves the last one on screen, under the notice. */}
      {failure ? <ReadFailureNotice failure={failure} /> : null}
      {remotes === null ? (
        loading && !failure ? (
          <Loader label="Loading releases..." />
        ) : null
      ) : ordered.length === 0 ? (
        <p className="releases-empty">The deployment file names no remote.</p>
      ) : (
        <div className="releases-list">
          {ordered.map((remote) => (
            <RemoteReleaseCard
              key={remote.remote}
              remote={remote}
              signals={signals[remote.remote]}
              window={window}
              now={now}
              actions={actions}
            />
          ))}
        </div>
      )}
      {/* Under the remotes once they are read: drawn earlier, it would be pushed down as they arrive. */}
      {settled ? automation : null}
    </Page>
  );
}
