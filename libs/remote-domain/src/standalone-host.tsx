import { StrictMode, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { configureApiClient, login } from '@console/api-client';
import { session } from '@console/session';
import { ErrorFallback } from '@console/ui';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from '@console/demo-accounts';
import type { DomainModule } from '@console/remote-contract';
import { DomainParcel } from '@console/remote-loader';
import { fetchDeploymentManifest } from '@console/remote-contract';
import { waitForApi } from './api-readiness';

export interface StandaloneOptions {
  domain: DomainModule;
  basename: string;
  /** The demo account of the reference API to sign in as, so a domain team needs nothing else running. */
  account?: DemoAccount;
  /** Where the standalone page opens when visited at '/', e.g. '/dashboard/menu'. */
  landingPath?: string;
  rootElement: HTMLElement;
  /** Where the deployment manifest is read; the dev server answers '/deployment.json'. */
  deploymentUrl?: string;
}

/**
 * A minimal host for `nx serve <remote>`: waits until the reference API answers (showing so), signs in
 * against it and mounts the domain alone. Resolves with the page's React root once the domain is mounted.
 */
export async function startStandaloneDomain({
  domain,
  basename,
  account,
  landingPath,
  rootElement,
  deploymentUrl,
}: StandaloneOptions): Promise<Root> {
  const deployment = await fetchDeploymentManifest(deploymentUrl);
  const root = createRoot(rootElement);
  await waitForApi(deployment.apiBaseUrl, (reason) => root.render(<WaitingForApi reason={reason} />));
  configureApiClient({
    baseUrl: deployment.apiBaseUrl,
    getToken: () => session.get().token,
    onUnauthorized: () => session.logout(),
  });
  if (account && !session.get().token) {
    const response = await login({ ...DEMO_ACCOUNTS[account], password: DEMO_PASSWORD });
    session.signIn(response.token, response.user);
  }
  if (landingPath && window.location.pathname === '/') window.history.replaceState(null, '', landingPath);
  const router = createBrowserRouter([{ path: '*', element: <StandaloneDomain domain={domain} basename={basename} /> }]);
  root.render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  return root;
}

function WaitingForApi({ reason }: { reason: string }) {
  return (
    <main className="ui-page">
      <h1>Waiting for the API…</h1>
      <p role="status">{reason}; asking again every second.</p>
    </main>
  );
}

function StandaloneDomain({ domain, basename }: { domain: DomainModule; basename: string }) {
  const [error, setError] = useState<Error | null>(null);
  if (error) return <ErrorFallback detail={error.message} onRetry={() => window.location.reload()} />;
  return <DomainParcel domain={domain} basename={basename} onError={setError} />;
}
