import { Outlet } from 'react-router';
import { session } from '@console/session';
import { useUnsavedWorkBlocker } from '@console/ui';

/** Once the session has ended, the way to the sign-in page is never blocked. */
const signedIn = () => session.get().token !== null;

/**
 * Around every route: a move to another page while a popup of any app holds unsaved input asks first
 * (the shell's router is the page's one data router; the remotes navigate through it).
 */
export function LeaveGuard() {
  useUnsavedWorkBlocker(signedIn);
  return <Outlet />;
}
