import { Toaster } from 'react-hot-toast';

/** Spec §9: errors and default toasts stay 4000 ms, successes 2000 ms (react-hot-toast keeps at most 20). */
export const TOAST_DURATIONS = { default: 4000, error: 4000, success: 2000 } as const;

/** The page's one toaster, rendered by the shell; remotes call toast() on the shared react-hot-toast. */
export function ConsoleToaster() {
  return (
    <Toaster
      position="top-right"
      toastOptions={{
        duration: TOAST_DURATIONS.default,
        error: { duration: TOAST_DURATIONS.error },
        success: { duration: TOAST_DURATIONS.success },
      }}
    />
  );
}
