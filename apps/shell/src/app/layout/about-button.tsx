import { useState } from 'react';
import { loadedReleaseList } from '@console/remote-loader';
import { Button, ConfirmDialog } from '@console/ui';

/**
 * What this page runs: the release of each remote loaded so far and whether it is a canary, so support
 * staff can tell what a user saw (per-remote canaries).
 */
export function AboutButton() {
  const [open, setOpen] = useState(false);
  const releases = open ? loadedReleaseList() : [];
  return (
    <>
      <Button aria-haspopup="dialog" onClick={() => setOpen(true)}>
        About
      </Button>
      {open ? (
        <ConfirmDialog
          title="About this console"
          message={
            releases.length === 0 ? (
              'No remote has been loaded from the deployment manifest yet.'
            ) : (
              <ul aria-label="Loaded releases" className="shell-about__releases">
                {releases.map((release) => (
                  <li key={release.domain}>
                    {release.domain}: {release.version}
                    {release.canary ? ' (canary)' : ''}
                  </li>
                ))}
              </ul>
            )
          }
          confirmLabel="Close"
          cancelLabel="Back"
          onConfirm={() => setOpen(false)}
          onCancel={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}
