import { matchPath } from 'react-router';
import {
  CONSOLE_MAP,
  DASHBOARD_BASE,
  screenPattern,
  type ConsoleRoleName,
  type ConsoleScreen,
  type DomainName,
  type ScreenKey,
} from '@console/remote-contract';
import type { ConsoleRole } from '@console/session';

export { DASHBOARD_BASE };

export interface DashboardRoute {
  key: ScreenKey;
  /** Relative to /dashboard, react-router pattern syntax. */
  pattern: string;
  /** The remote that renders it; 'shell' for the shell's own Reports placeholder. */
  domain: Exclude<DomainName, 'auth'> | 'shell';
  roles: readonly ConsoleRole[];
}

// The session's roles are the map's: a role added to one and not the other fails here.
const sameRoles: [ConsoleRole, ConsoleRoleName] extends [ConsoleRoleName, ConsoleRole] ? true : never = true;
void sameRoles;

const screens = Object.entries(CONSOLE_MAP) as Array<[ScreenKey, ConsoleScreen]>;

/** Spec §2 "Route sets": every dashboard route, its domain and who may enter it (from the console map). */
export const DASHBOARD_ROUTES: readonly DashboardRoute[] = screens.flatMap(([key, screen]) =>
  screen.remote === 'auth' || screen.roles === 'public' ? [] : [{ key, pattern: screen.path, domain: screen.remote, roles: screen.roles }],
);

export function findDashboardRoute(pathname: string): DashboardRoute | undefined {
  return DASHBOARD_ROUTES.find((route) => matchPath({ path: `${DASHBOARD_BASE}/${route.pattern}`, end: true }, pathname));
}

/** Spec §2 "Route guards": where a signed-in user lands. */
export const HOME_ROUTE: Record<ConsoleRole, string> = {
  superAdmin: screenPattern('admins'),
  admin: screenPattern('restaurants'),
  restaurant: screenPattern('restaurantLocations'),
};

export const CREATE_NEW_PASSWORD_ROUTE = screenPattern('createNewPassword');

/** The public screens the auth remote renders; any other path outside /dashboard goes to '/'. */
export const PUBLIC_PATTERNS = screens.filter(([, screen]) => screen.roles === 'public').map(([key]) => screenPattern(key));

export function isPublicPath(pathname: string): boolean {
  return PUBLIC_PATTERNS.some((pattern) => matchPath({ path: pattern, end: true }, pathname));
}
