import { lazy, Suspense, useEffect, useState } from 'react';

const Toaster = lazy(() => import('./toaster'));

/** When the page is idle. */
const whenIdle = (load: () => void) => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(load, { timeout: 2_000 });
  else setTimeout(load, 0);
};

export interface ConsoleToasterProps {
  /** Calls `load` when the toaster should load; by default when the page is idle. */
  loadWhen?: (load: () => void) => void;
}

/**
 * The page's one toaster, rendered by the shell; remotes call toast() on the shared react-hot-toast.
 * It loads when `loadWhen` says (the shell: once its first screen is up), so the sign-in form draws without
 * it (issue 39). A toast asked for before then waits in react-hot-toast's store and shows as it mounts.
 */
export function ConsoleToaster({ loadWhen = whenIdle }: ConsoleToasterProps) {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let mounted = true;
    loadWhen(() => mounted && setLoaded(true));
    return () => {
      mounted = false;
    };
  }, [loadWhen]);
  return loaded ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
