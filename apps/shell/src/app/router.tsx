import { lazy, Suspense } from 'react';
import { Route, Routes, unstable_HistoryRouter as HistoryRouter } from 'react-router';
import { session } from '@console/session';
import { createLeaveGuardedHistory, Loader, type BrowserHistory } from '@console/ui';
import { LastFallback } from './fallbacks/last-fallback';
import { DomainOutlet } from './remote-loader/domain-outlet';
import { RouteGuard } from './routing/guards';

const Dashboard = lazy(() => import('./layout/dashboard'));

/** Once the session has ended, the way to the sign-in page is never blocked. */
const signedIn = () => session.get().token !== null;

/**
 * The page's one history: a move to another page while a popup of any app holds unsaved input asks first
 * (the remotes navigate through it).
 */
export const createShellHistory = (): BrowserHistory => createLeaveGuardedHistory(signedIn);

/** The shell's one router, on the page's one history. LastFallback is the last fallback (spec §2). */
export function ShellRouter({ history }: { history: BrowserHistory }) {
  return (
    <LastFallback>
      <HistoryRouter history={history}>
        <Routes>
          <Route
            path="/dashboard/*"
            element={
              <RouteGuard>
                <Suspense fallback={<Loader />}>
                  <Dashboard />
                </Suspense>
              </RouteGuard>
            }
          />
          <Route
            path="*"
            element={
              <RouteGuard>
                <DomainOutlet name="auth" basename="/" />
              </RouteGuard>
            }
          />
        </Routes>
      </HistoryRouter>
    </LastFallback>
  );
}
