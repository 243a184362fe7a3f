import { useEffect } from 'react';
import { session } from '@console/session';
import { reopenDraft, type FormDraft } from '@console/ui';

const isDraft = (draft: unknown): draft is FormDraft =>
  typeof draft === 'object' &&
  draft !== null &&
  typeof (draft as FormDraft).path === 'string' &&
  typeof (draft as FormDraft).title === 'string' &&
  typeof (draft as FormDraft).values === 'object';

/**
 * Once the person is back on the page their expired session was on (the guards send them there), opens
 * its popup again with what they had typed; then forgets what was kept.
 */
export function RestoreKeptWork() {
  useEffect(() => {
    const work = session.keptWork();
    if (!work) return;
    const here = `${window.location.pathname}${window.location.search}`;
    const draft = work.drafts.filter(isDraft).find((kept) => kept.path === here);
    if (!draft) {
      session.forgetKeptWork();
      return;
    }
    let stopped = false;
    const reopening = reopenDraft(draft);
    void reopening.opened.then(() => {
      if (!stopped) session.forgetKeptWork();
    });
    return () => {
      stopped = true;
      reopening.stop();
    };
  }, []);
  return null;
}
