import { lazy, Suspense } from 'react';
import { createBrowserRouter } from 'react-router';
import { Loader } from '@console/ui';
import { DomainOutlet } from './remote-loader/domain-outlet';
import { RouteGuard } from './routing/guards';
import { LeaveGuard } from './routing/leave-guard';

const Dashboard = lazy(() => import('./layout/dashboard'));

/**
 * The shell's one router and the page's one history; LeaveGuard asks before a page with unsaved input is left. No errorElement: react-router's own
 * 'Unexpected Application Error!' view is the last fallback (spec §2).
 */
export function createShellRouter() {
  return createBrowserRouter([
    {
      element: <LeaveGuard />,
      children: [
        {
          path: '/dashboard/*',
          element: (
            <RouteGuard>
              <Suspense fallback={<Loader />}>
                <Dashboard />
              </Suspense>
            </RouteGuard>
          ),
        },
        {
          path: '*',
          element: (
            <RouteGuard>
              <DomainOutlet name="auth" basename="/" />
            </RouteGuard>
          ),
        },
      ],
    },
  ]);
}
