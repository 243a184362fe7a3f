// The one render helper for domain component tests, and a sign-in into the page's session: this door
// needs a DOM (jsdom), the main one does not.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type InitialEntry } from 'react-router';
import { toast } from 'react-hot-toast';
import { configureApiClient } from '@console/api-client';
import { consoleQueryClient, ConsoleQueryProvider } from '@console/api-client/query-cache';
import { session } from '@console/session';
import { ConsoleToaster } from '@console/ui';
import type { StaffUserType } from '@console/demo-accounts';
import { fixtureClient } from './fixture-client';

export { csvLines, watchDownloads, type TestDownload } from './downloads';
export { firstReadsOfScreen, type FirstReadsOptions } from './first-reads';

export interface RenderOptions {
  /** Where the memory router starts, with navigation state if any. */
  at?: InitialEntry;
  /** The API to talk to; defaults to the reference API started for the run (TEST_API_URL). */
  apiBaseUrl?: string;
  /** The router's basename, as a domain has it in the shell ('/dashboard'); `at` then includes it. */
  basename?: string;
  /** Keep what the page's query cache holds (a screen's first reads, started before it mounts). */
  keepQueryCache?: boolean;
}

/**
 * Renders a domain's screens as the shell would host them: router, session, API client, the page's
 * query cache (emptied first, so no test sees another's data), toasts (none left from the test before).
 */
export function renderWithProviders(
  ui: ReactElement,
  { at = '/', apiBaseUrl = process.env.TEST_API_URL ?? '', basename, keepQueryCache }: RenderOptions = {},
) {
  configureApiClient({ baseUrl: apiBaseUrl, getToken: () => session.get().token, onUnauthorized: () => session.logout() });
  if (!keepQueryCache) consoleQueryClient.clear();
  // Toasts live in a page-wide store: one test's toast must not answer the next test's expectation.
  toast.remove();
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <ConsoleQueryProvider>
            <ConsoleToaster />
            {ui}
          </ConsoleQueryProvider>
        ),
      },
    ],
    { initialEntries: [at], basename },
  );
  // No pause between keystrokes (each key still fires its events); the screens' own timers, such as
  // a debounced search, stay real.
  const user = userEvent.setup({ delay: null });
  return { router, user, ...render(<RouterProvider router={router} />) };
}

/** Signs in through the real API, as the login screen would, for screens that need a session. */
export async function signInForTest(emailAddress: string, userType: StaffUserType, password?: string) {
  const signedIn = await fixtureClient().signIn(emailAddress, userType, password);
  session.signIn(signedIn.token, signedIn.user);
  return signedIn;
}
