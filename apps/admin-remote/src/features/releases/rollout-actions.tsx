import { useState } from 'react';
import { Button, ConfirmDialog } from '@console/ui';
import type { RemoteReleases } from './release-view';
import type { RolloutActions } from './use-rollout-actions';

type Asked = 'approve' | 'abort';

/** What approving does, in one sentence: the next stage's share, or, at the last, the canary for everyone. */
function approveSentence(remote: RemoteReleases): string {
  const rollout = remote.rollout!;
  const next = rollout.stages[rollout.stage + 1];
  if (rollout.stage + 1 >= rollout.stages.length - 1)
    return `${remote.remote} ${rollout.version} becomes the stable release for everyone (${next} %), and the rolling release is completed.`;
  return `${remote.remote} ${rollout.version} goes from ${rollout.stages[rollout.stage]} % to ${next} % of the people using the console; the next stage is then judged as this one was.`;
}

/** The Approve and Abort buttons of a remote in a rolling release, each behind a confirmation that says what it does. */
export function RolloutActionButtons({ remote, actions }: { remote: RemoteReleases; actions: RolloutActions }) {
  const [asked, setAsked] = useState<Asked | null>(null);
  const rollout = remote.rollout;
  if (!rollout || (rollout.status !== 'running' && rollout.status !== 'waiting-approval')) return null;
  const close = () => setAsked(null);
  return (
    <div className="releases-actions">
      {rollout.status === 'waiting-approval' ? (
        <Button variant="primary" disabled={!actions.ready} onClick={() => setAsked('approve')}>
          {`Approve ${rollout.stages[rollout.stage + 1]} %`}
        </Button>
      ) : null}
      <Button variant="danger-outline" disabled={!actions.ready} onClick={() => setAsked('abort')}>
        Abort the rollout
      </Button>
      {asked === 'approve' ? (
        <ConfirmDialog
          title={`Approve the next stage of ${remote.remote}`}
          message={<p>{approveSentence(remote)}</p>}
          confirmLabel="Approve"
          cancelLabel="Cancel"
          onCancel={close}
          onConfirm={() => actions.approve(remote.remote).finally(close)}
        />
      ) : null}
      {asked === 'abort' ? (
        <ConfirmDialog
          title={`Abort the rolling release of ${remote.remote}`}
          message={
            <p>
              {`The canary ${rollout.version} of ${remote.remote} is dropped: everyone gets the stable release ${remote.stableVersion}. `}
              The rolling release ends as aborted, with you named in its history; starting again takes a new rollout.
            </p>
          }
          confirmLabel="Abort the rollout"
          cancelLabel="Cancel"
          destructive
          onCancel={close}
          onConfirm={() => actions.abort(remote.remote).finally(close)}
        />
      ) : null}
    </div>
  );
}
