import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { roleOf, useSession } from '@console/session';
import { CREATE_NEW_PASSWORD_ROUTE, findDashboardRoute, HOME_ROUTE, isPublicPath } from './dashboard-routes';

/**
 * Where the session says this user must be instead of `pathname`, or null to stay. Spec §2 "Route
 * guards". These are a convenience: the API enforces every role on every call.
 */
export function redirectFor(pathname: string, session: ReturnType<typeof useSession>): string | null {
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
  return mustChangePassword ? CREATE_NEW_PASSWORD_ROUTE : HOME_ROUTE[role];
}

export function RouteGuard({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const session = useSession();
  const target = redirectFor(pathname, session);
  return target && target !== pathname ? <Navigate to={target} replace /> : <>{children}</>;
}
