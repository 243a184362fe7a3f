import { DASHBOARD_BASE } from '../routing/dashboard-routes';

/** The report area's routes, relative to /dashboard (dashboard-routes.ts registers them for everyone). */
export const reportPaths = {
  list: 'report',
  detail: ':id',
} as const;

export const reportHref = {
  list: () => `${DASHBOARD_BASE}/report`,
  detail: (id: number | string) => `${DASHBOARD_BASE}/report/${id}`,
};
