import { lazy, Suspense, type ComponentType } from 'react';
import type { ScreenKeysOf } from '@console/remote-contract';
import { ScreenRoutes } from '@console/remote-domain';
import { Loader } from '@console/ui';
import { authPaths } from './paths';
import { WelcomePage } from './features/welcome/welcome-page';
import { LoginPage } from './features/login/login-page';
import './auth.css';

// The password screens are split from the sign-in path: the login screen does not wait for their
// code, and each (about 1 KB) arrives when it is opened.
const ForgotPasswordPage = lazy(() =>
  import('./features/forgot-password/forgot-password-page').then((m) => ({ default: m.ForgotPasswordPage })),
);
const ResetPasswordPage = lazy(() =>
  import('./features/reset-password/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })),
);
const CreateNewPasswordPage = lazy(() =>
  import('./features/create-new-password/create-new-password-page').then((m) => ({ default: m.CreateNewPasswordPage })),
);

/** The public sign-in screens (spec §2), one per console map key of this remote. The shell's guards decide who may see them. */
const SCREENS: Record<ScreenKeysOf<'auth'>, ComponentType> = {
  welcome: WelcomePage,
  login: LoginPage,
  forgotPassword: ForgotPasswordPage,
  resetPassword: ResetPasswordPage,
  createNewPassword: CreateNewPasswordPage,
};

export function AuthRoutes() {
  return (
    <Suspense fallback={<Loader />}>
      <ScreenRoutes screens={SCREENS} paths={authPaths} />
    </Suspense>
  );
}
