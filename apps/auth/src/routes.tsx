import { Route, Routes } from 'react-router';
import { authPaths } from './paths';
import { WelcomePage } from './features/welcome/welcome-page';
import { LoginPage } from './features/login/login-page';
import { ForgotPasswordPage } from './features/forgot-password/forgot-password-page';
import { ResetPasswordPage } from './features/reset-password/reset-password-page';
import { CreateNewPasswordPage } from './features/create-new-password/create-new-password-page';
import './auth.css';

/** The public sign-in screens (spec §2). The shell's guards decide who may see them. */
export function AuthRoutes() {
  return (
    <Routes>
      <Route index element={<WelcomePage />} />
      <Route path={authPaths.login} element={<LoginPage />} />
      <Route path={authPaths.forgotPassword} element={<ForgotPasswordPage />} />
      <Route path={authPaths.resetPassword} element={<ResetPasswordPage />} />
      <Route path={authPaths.createNewPassword} element={<CreateNewPasswordPage />} />
    </Routes>
  );
}
