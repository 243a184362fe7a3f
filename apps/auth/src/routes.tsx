import { Route, Routes } from 'react-router';
import { PlaceholderPage } from '@console/ui';
import { authPaths } from './paths';
import { WelcomePage } from './features/welcome/welcome-page';
import './auth.css';

/** The Sign-in domain's screens. Titles are the spec's; the screens come with their issues. */
export function AuthRoutes() {
  return (
    <Routes>
      <Route index element={<WelcomePage />} />
      <Route path={authPaths.login} element={<PlaceholderPage title="Login" />} />
      <Route path={authPaths.forgotPassword} element={<PlaceholderPage title="Forgot Password" />} />
      <Route path={authPaths.resetPassword} element={<PlaceholderPage title="Reset Password" />} />
      <Route path={authPaths.createNewPassword} element={<PlaceholderPage title="Create New Password" />} />
    </Routes>
  );
}
