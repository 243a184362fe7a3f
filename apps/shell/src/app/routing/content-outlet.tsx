import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { Loader } from '@console/ui';
import { DomainOutlet } from '../remote-loader/domain-outlet';
import { DASHBOARD_BASE, findDashboardRoute } from './dashboard-routes';

// Loaded on first visit: keeps the report pages and date-fns off the path to the login screen.
const ReportRoutes = lazy(() => import('../reports/report-routes').then((module) => ({ default: module.ReportRoutes })));

/** The dashboard content area: the domain that owns the current route, mounted once per domain. */
export function DashboardContent() {
  const { pathname } = useLocation();
  const route = findDashboardRoute(pathname);
  if (!route) return null; // the guard has already redirected
  if (route.domain === 'shell') {
    return (
      <Suspense fallback={<Loader />}>
        <ReportRoutes />
      </Suspense>
    );
  }
  // Keyed by domain: moving between two screens of one remote updates it instead of remounting it.
  return <DomainOutlet key={route.domain} name={route.domain} basename={DASHBOARD_BASE} />;
}
