import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { roleOf, session as sessionActions, useSession } from '@console/session';
import { toasts } from '@console/api-client';
import { CREATE_NEW_PASSWORD_ROUTE, findDashboardRoute, HOME_ROUTE, isPublicPath } from './dashboard-routes';

/**
 * Where the session says this user must be instead of `pathname`, or null to stay. Spec §2 "Route
 * guards". These are a convenience: the API enforces every role on every call.
 */
export function redirectFor(pathname: string, session: ReturnType<typeof useSession>, returnTo: string | null = null): string | null {
  const role = session.token ? roleOf(session.data) : null;
  const mustChangePassword = Boolean(role && session.data?.userSettings.needToChangePassword);

  if (pathname.startsWith('/dashboard')) {
    if (!role) return '/';
    if (mustChangePassword) return CREATE_NEW_PASSWORD_ROUTE;
    const route = findDashboardRoute(pathname);
    if (!route) return '/';
    return route.roles.includes(role) ? null : HOME_ROUTE[role];
  }
  if (!isPublicPath(pathname)) return '/';
  if (pathname === CREATE_NEW_PASSWORD_ROUTE) {
    if (!role) return '/';
    return mustChangePassword ? null : HOME_ROUTE[role];
  }
  if (!role) return null;
  if (mustChangePassword) return CREATE_NEW_PASSWORD_ROUTE;
  // Signed in again after their session expired: back where they were, if their role still opens it.
  const returnPath = returnTo === null ? null : new URL(returnTo, 'http://console').pathname;
  const returnRoute = returnPath === null ? undefined : findDashboardRoute(returnPath);
  return returnTo && returnRoute?.roles.includes(role) ? returnTo : HOME_ROUTE[role];
}

/** Said when a signed-in user opens a dashboard page of another role (issue 22 §6). */
export const NO_ACCESS_MESSAGE = "You don't have access to that page";

/** Whether `pathname` is a dashboard page that exists but is not for this signed-in user's role. */
export function isRefusedFor(pathname: string, session: ReturnType<typeof useSession>): boolean {
  const role = session.token ? roleOf(session.data) : null;
  if (!role || session.data?.userSettings.needToChangePassword) return false;
  const route = findDashboardRoute(pathname);
  return Boolean(route && !route.roles.includes(role));
}

export function RouteGuard({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const session = useSession();
  const target = redirectFor(pathname, session, session.token ? (sessionActions.keptWork()?.returnTo ?? null) : null);
  if (!target || target === pathname) return <>{children}</>;
  return isRefusedFor(pathname, session) ? <RefusedRedirect to={target} /> : <Navigate to={target} replace />;
}

/**
 * The redirect home of a page this role cannot open, which says why first: a toast, which the toaster
 * announces (a status region) and which stays up on the page it lands on. One id: a double effect
 * (StrictMode) or a second refused link shows it once.
 */
function RefusedRedirect({ to }: { to: string }) {
  useEffect(() => {
    toasts.error(NO_ACCESS_MESSAGE, { id: 'no-access' });
  }, []);
  return <Navigate to={to} replace />;
}
