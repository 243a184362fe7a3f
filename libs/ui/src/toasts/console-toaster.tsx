import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { Toaster } from 'react-hot-toast';

/** Spec §9: errors and default toasts stay 4000 ms, successes 2000 ms (react-hot-toast keeps at most 20). */
export const TOAST_DURATIONS = { default: 4000, error: 4000, success: 2000 } as const;

/** The page's one toaster, rendered by the shell; remotes call toast() on the shared react-hot-toast. */
export function ConsoleToaster() {
  const dialog = useTopmostDialog();
  const toaster = (
    <Toaster
      position="top-right"
      toastOptions={{
        duration: TOAST_DURATIONS.default,
        error: { duration: TOAST_DURATIONS.error },
        success: { duration: TOAST_DURATIONS.success },
      }}
    />
  );
  // An open modal dialog covers the page and makes it inert: toasts go inside it to stay seen and usable.
  return dialog ? createPortal(toaster, dialog) : toaster;
}

/**
 * The topmost open modal dialog, read from the page because each remote bundles its own copy of the kit.
 * The kit's dialogs are portalled to the end of the body as they open, so the last open one is on top.
 */
function useTopmostDialog(): HTMLDialogElement | null {
  const [dialog, setDialog] = useState<HTMLDialogElement | null>(null);
  useEffect(() => {
    const find = () => setDialog(Array.from(document.querySelectorAll<HTMLDialogElement>('dialog[open]')).at(-1) ?? null);
    const observer = new MutationObserver(find);
    observer.observe(document.body, { subtree: true, attributeFilter: ['open'] });
    find();
    return () => observer.disconnect();
  }, []);
  return dialog;
}
