import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { configureApiClient, login } from '@console/api-client';
import { session } from '@console/session';
import { ErrorFallback } from '@console/ui';
import type { DomainModule } from './domain-props';
import { DomainParcel } from './domain-parcel';
import { fetchDeploymentManifest } from './deployment';

export interface StandaloneOptions {
  domain: DomainModule;
  basename: string;
  /** A demo account of the reference API to sign in with, so a domain team needs nothing else running. */
  account?: { emailAddress: string; password: string; userType: 'Administrator' | 'Restaurant' };
  /** Where the standalone page opens when visited at '/', e.g. '/dashboard/menu'. */
  landingPath?: string;
  rootElement: HTMLElement;
}

/** A minimal host for `nx serve <remote>`: signs in against the reference API and mounts the domain alone. */
export async function startStandaloneDomain({ domain, basename, account, landingPath, rootElement }: StandaloneOptions) {
  const deployment = await fetchDeploymentManifest();
  configureApiClient({
    baseUrl: deployment.apiBaseUrl,
    getToken: () => session.get().token,
    onUnauthorized: () => session.logout(),
  });
  if (account && !session.get().token) {
    const response = await login(account);
    session.signIn(response.token, response.user);
  }
  if (landingPath && window.location.pathname === '/') window.history.replaceState(null, '', landingPath);
  const router = createBrowserRouter([{ path: '*', element: <StandaloneDomain domain={domain} basename={basename} /> }]);
  createRoot(rootElement).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

function StandaloneDomain({ domain, basename }: { domain: DomainModule; basename: string }) {
  const [error, setError] = useState<Error | null>(null);
  if (error) return <ErrorFallback detail={error.message} onRetry={() => window.location.reload()} />;
  return <DomainParcel domain={domain} basename={basename} onError={setError} />;
}
