import { lazy, Suspense, useEffect, useState } from 'react';

const Toaster = lazy(() => import('./toaster'));

/** When the page is idle. */
const whenIdle = (load: () => void) => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(load, { timeout: 2_000 });
  else setTimeout(load, 0);
};

export interface ConsoleToasterProps {
  /** Calls `next` once the toaster may load (the shell: once its first screen is up); then it waits for the page to be idle. */
  loadAfter?: (next: () => void) => void;
}

const atOnce = (next: () => void) => next();

/**
 * The page's one toaster, rendered by the shell; remotes call toast() on the shared react-hot-toast.
 * It loads after `loadAfter`, when the page is idle (the shell: once its first screen is up), so the sign-in form draws without
 * it (issue 39). A toast asked for before then waits in react-hot-toast's store and shows as it mounts.
 */
export function ConsoleToaster({ loadAfter = atOnce }: ConsoleToasterProps) {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let mounted = true;
    loadAfter(() => whenIdle(() => mounted && setLoaded(true)));
    return () => {
      mounted = false;
    };
  }, [loadAfter]);
  return loaded ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
