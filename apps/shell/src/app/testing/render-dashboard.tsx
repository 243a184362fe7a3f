// Test-only: the dashboard as the shell's router hosts it, around the content a test gives it.
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router';
import { renderWithProviders } from '@console/testing/react';
import { session, type SessionUser } from '@console/session';
import { DashboardLayout } from '../layout/dashboard-layout';
import { RouteGuard } from '../routing/guards';

export const superAdmin: SessionUser = {
  userId: 1,
  userType: 'Administrator',
  emailAddress: 'ada@example.org',
  firstName: 'Ada',
  lastName: 'Lovelace',
  userSettings: { isSuperAdmin: true, needToChangePassword: false, theme: 'system' },
};

export function signInAsSuperAdmin(token = 'signed.token') {
  session.signIn(token, superAdmin);
}

/**
 * `content` renders inside the guarded dashboard layout under /dashboard/*; every other path is a
 * stand-in welcome screen behind the same guard, as the auth remote would be.
 */
export function renderDashboard(content: ReactElement, { at = '/dashboard/report', apiBaseUrl = 'http://127.0.0.1:9' } = {}) {
  return renderWithProviders(
    <Routes>
      <Route
        path="/dashboard/*"
        element={
          <RouteGuard>
            <DashboardLayout>{content}</DashboardLayout>
          </RouteGuard>
        }
      />
      <Route
        path="*"
        element={
          <RouteGuard>
            <h1>Welcome!</h1>
          </RouteGuard>
        }
      />
    </Routes>,
    { at, apiBaseUrl },
  );
}
