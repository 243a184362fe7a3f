import { useLocation } from 'react-router';
import { DomainOutlet } from '../remote-loader/domain-outlet';
import { ReportRoutes } from '../reports/report-routes';
import { DASHBOARD_BASE, findDashboardRoute } from './dashboard-routes';

/** The dashboard content area: the domain that owns the current route, mounted once per domain. */
export function DashboardContent() {
  const { pathname } = useLocation();
  const route = findDashboardRoute(pathname);
  if (!route) return null; // the guard has already redirected
  if (route.domain === 'shell') return <ReportRoutes />;
  // Keyed by domain: moving between two screens of one remote updates it instead of remounting it.
  return <DomainOutlet key={route.domain} name={route.domain} basename={DASHBOARD_BASE} />;
}
