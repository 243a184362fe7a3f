import { createBrowserRouter } from 'react-router';
import { DashboardLayout } from './layout/dashboard-layout';
import { DomainOutlet } from './remote-loader/domain-outlet';
import { DashboardContent } from './routing/content-outlet';
import { RouteGuard } from './routing/guards';

/**
 * The shell's one router and the page's one history. No errorElement: react-router's own
 * 'Unexpected Application Error!' view is the last fallback (spec §2).
 */
export function createShellRouter() {
  return createBrowserRouter([
    {
      path: '/dashboard/*',
      element: (
        <RouteGuard>
          <DashboardLayout>
            <DashboardContent />
          </DashboardLayout>
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
  ]);
}
