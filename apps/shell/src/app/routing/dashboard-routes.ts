import { matchPath } from 'react-router';
import { DASHBOARD_BASE, type DomainName } from '@console/remote-contract';
import type { ConsoleRole } from '@console/session';

export { DASHBOARD_BASE };

export interface DashboardRoute {
  /** Relative to /dashboard, react-router pattern syntax. */
  pattern: string;
  /** The remote that renders it; 'shell' for the shell's own Reports placeholder. */
  domain: DomainName | 'shell';
  roles: readonly ConsoleRole[];
}

const admins = ['superAdmin', 'admin'] as const;
const everyone = ['superAdmin', 'admin', 'restaurant'] as const;

/** Spec §2 "Route sets": every dashboard route, its domain and who may enter it. */
export const DASHBOARD_ROUTES: readonly DashboardRoute[] = [
  { pattern: 'admin', domain: 'admin', roles: ['superAdmin'] },
  { pattern: 'import-csv-file', domain: 'admin', roles: ['superAdmin'] },
  { pattern: 'releases', domain: 'admin', roles: ['superAdmin'] },
  { pattern: 'food-tags', domain: 'admin', roles: ['superAdmin'] },
  { pattern: 'restaurant', domain: 'admin', roles: admins },
  { pattern: 'restaurant-location-owner/view-detail/:restaurantId', domain: 'admin', roles: admins },
  { pattern: 'restaurant-category', domain: 'admin', roles: admins },
  { pattern: 'manage-items', domain: 'admin', roles: admins },
  { pattern: 'restaurant-merger', domain: 'admin', roles: admins },
  { pattern: 'notifications', domain: 'notifications', roles: admins },
  { pattern: 'activity', domain: 'admin', roles: admins },
  { pattern: 'select-related-menu-items', domain: 'deals', roles: everyone },
  { pattern: 'restaurant-locations', domain: 'restaurant', roles: ['restaurant'] },
  { pattern: 'menu', domain: 'menu', roles: ['restaurant'] },
  { pattern: 'deals', domain: 'deals', roles: ['restaurant'] },
  { pattern: 'report', domain: 'shell', roles: everyone },
  { pattern: 'report/:id', domain: 'shell', roles: everyone },
];

export function findDashboardRoute(pathname: string): DashboardRoute | undefined {
  return DASHBOARD_ROUTES.find((route) => matchPath({ path: `${DASHBOARD_BASE}/${route.pattern}`, end: true }, pathname));
}

/** Spec §2 "Route guards": where a signed-in user lands. */
export const HOME_ROUTE: Record<ConsoleRole, string> = {
  superAdmin: `${DASHBOARD_BASE}/admin`,
  admin: `${DASHBOARD_BASE}/restaurant`,
  restaurant: `${DASHBOARD_BASE}/restaurant-locations`,
};

export const CREATE_NEW_PASSWORD_ROUTE = '/create-new-password';

/** The public screens the auth remote renders; any other path outside /dashboard goes to '/'. */
export const PUBLIC_PATTERNS = ['/', '/login', '/forgot-password', '/reset-password/*', CREATE_NEW_PASSWORD_ROUTE];

export function isPublicPath(pathname: string): boolean {
  return PUBLIC_PATTERNS.some((pattern) => matchPath({ path: pattern, end: true }, pathname));
}
