import { useCallback, useEffect } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';
import { askToLeave, wouldLoseUnsavedWork } from './unsaved-work';

/**
 * For the page's data router (the shell's): blocks a move to another page (a link, the sidebar, the
 * palette, browser Back or Forward) while a popup or form of any app on the page would lose typed input,
 * and asks through it ("Discard changes?"). Remotes render a plain <Router> on the shell's navigator, so
 * their moves reach this blocker too. `mayBlock` is read at each move (false once the session has ended:
 * the way to the sign-in page is never blocked).
 */
export function useUnsavedWorkBlocker(mayBlock: () => boolean = () => true): void {
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search) &&
      mayBlock() &&
      wouldLoseUnsavedWork(),
    [mayBlock],
  );
  const blocker = useBlocker(shouldBlock);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    askToLeave(
      () => blocker.proceed(),
      () => blocker.reset(),
    );
  }, [blocker]);
}
