import { findOpener, offerDraft, withdrawDraft, type FormDraft } from './unsaved-work';

/** How long a kept popup waits for its page to show the button that opens it (the page loads its data first). */
export const REOPEN_WAIT_MS = 20_000;
/** How long an offered draft waits for its popup to take it once its opener was pressed (a popup may load first). */
const OFFER_MS = 10_000;

/**
 * Opens a kept draft's popup again, on the page it was kept on (the caller is there): waits for the
 * button that opened it, offers the draft to the popup of its title, and presses the button. Resolves
 * true once pressed, false when the button never came (the row is gone) or on `stop`.
 */
export function reopenDraft(draft: FormDraft, waitMs = REOPEN_WAIT_MS): { opened: Promise<boolean>; stop: () => void } {
  let stop = () => undefined as void;
  const opened = new Promise<boolean>((resolve) => {
    const { opener } = draft;
    if (!opener) return resolve(false);
    let observer: MutationObserver | null = null;
    const end = (result: boolean) => {
      observer?.disconnect();
      clearTimeout(timer);
      resolve(result);
    };
    const press = () => {
      const button = findOpener(opener);
      if (!button) return false;
      offerDraft(draft);
      setTimeout(() => withdrawDraft(draft), OFFER_MS);
      // Focused first, as a person's press would: the popup gives focus back to it when it closes.
      button.focus();
      button.click();
      end(true);
      return true;
    };
    const timer = setTimeout(() => end(false), waitMs);
    stop = () => end(false);
    if (press()) return;
    observer = new MutationObserver(() => void press());
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled'] });
  });
  return { opened, stop: () => stop() };
}
