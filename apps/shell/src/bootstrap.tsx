// First: the toasts' style sheet must exist before react-hot-toast is evaluated.
import './app/toast-style-sheet';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApiClient } from '@console/api-client';
import { fetchDeploymentManifest } from '@console/remote-contract';
import { PERSISTENCE_KEY, session } from '@console/session';
import { applyTheme, ConsoleToaster, ErrorFallback, storedTheme } from '@console/ui';
import './shell.css';
import { afterFirstScreen, registerDeployment, startReleaseSignals } from '@console/remote-loader';
import { refreshCurrentUser } from './app/session/refresh-current-user';
import { expireSession } from './app/session/expire-session';
import { createShellHistory, ShellRouter } from './app/router';

/** The signed-in person's theme from the first paint of a reload, not once the dashboard's code has come. */
function showKeptTheme() {
  const person = session.get().data?.userId;
  if (person !== undefined) applyTheme(storedTheme({ storageKey: PERSISTENCE_KEY, person: String(person) }));
}

async function start(root: HTMLElement) {
  showKeptTheme();
  const deployment = await fetchDeploymentManifest();
  configureApiClient({
    baseUrl: deployment.apiBaseUrl,
    getToken: () => session.get().token,
    // Spec §4: any 401 clears the session like logout, keeping for the user alone where they were and
    // what they had typed; the guards then send them to '/', and back there once they sign in again.
    onUnauthorized: expireSession,
  });
  registerDeployment(deployment);
  // Errors per release from now on; web-vitals and the collector load once the first screen is up.
  startReleaseSignals({ apiBaseUrl: deployment.apiBaseUrl, sampleRate: deployment.releaseSignals?.sampleRate });
  refreshCurrentUser();
  createRoot(root).render(
    <StrictMode>
      <ShellRouter history={createShellHistory()} />
      {/* The page's one toaster: the shell's and every remote's toast() show here. */}
      <ConsoleToaster loadAfter={afterFirstScreen} />
    </StrictMode>,
  );
}

const root = document.getElementById('root') as HTMLElement;
start(root).catch((error: Error) => {
  createRoot(root).render(<ErrorFallback detail={error.message} onRetry={() => window.location.reload()} />);
});
